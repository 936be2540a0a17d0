import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// Tables the cart, checkout and accounts API (001 §7) needs, designed up front so that its work only adds
// migrations.
export function accountsAndCartsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('nickname', 'text')
        .addColumn('birth_date', 'text')
        .addColumn('avatar', 'text')
        .addColumn('external_id', 'text')
        .addColumn('promotions_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('documents')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('carts'), dialect)
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reservation_mode', 'text', (c) => c.notNull().defaultTo('pickup'))
        .addColumn('promo_code', 'text')
        .addColumn('tip_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delivery_address_json', 'text')
        .addColumn('user_group_special_id', 'integer')
        .addColumn('app_mode', 'text')
        .addColumn('device_id', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('carts_user').on('carts').column('user_id').execute();

      await db.schema
        .createTable('cart_products')
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('price_id', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_products_pk', ['cart_id', 'product_id', 'price_id'])
        .execute();

      await withIdColumn(db.schema.createTable('reservations'), dialect)
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('carts.id'))
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reservation_mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('payment_method', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reservations_user').on('reservations').column('user_id').execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['reservations', 'cart_products', 'carts', 'documents', 'sessions', 'users']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}

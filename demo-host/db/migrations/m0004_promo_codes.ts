import { sql, type Kysely, type Migration } from 'kysely';
import { FLOAT, withIdColumn, type Dialect } from '../columns';

// The stores' promo codes. They are secret (a shopper types one in), so they live in their own
// table rather than in stores.data, which GET /stores/{id} sends to anyone.
export function promoCodesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('promo_codes'), dialect)
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('discount_type', 'text', (c) => c.notNull())
        .addColumn('discount_percent', FLOAT)
        .addColumn('discount_dollar_amount_cents', 'integer')
        .addColumn('cart_minimum_cents', 'integer')
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addCheckConstraint('promo_codes_code_trimmed', sql`code <> '' and code = trim(code)`)
        .addCheckConstraint(
          'promo_codes_discount',
          sql`(discount_type = 'percent' and discount_percent is not null and discount_percent between 0 and 100)
            or (discount_type = 'dollar_amount' and discount_dollar_amount_cents is not null and discount_dollar_amount_cents >= 0)`,
        )
        .execute();
      // The engine matches codes case-insensitively (shared/pricing applyPromoCode), so two codes of one store
      // may not differ only in case. lower() folds ASCII alike on both databases; codes are ASCII.
      await db.schema
        .createIndex('promo_codes_store_code')
        .on('promo_codes')
        .unique()
        .expression(sql`store_id, lower(code)`)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('promo_codes').execute();
    },
  };
}

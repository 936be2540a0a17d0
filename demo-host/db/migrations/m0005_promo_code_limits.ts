import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../columns';

// Promo code usage limits: per customer and in total, as columns of promo_codes (null: no limit), and one row
// per placed reservation that took a code, which the limits count. A guest is known by the contact's e-mail,
// a signed-in shopper by their account and its e-mail (docs/api-commerce.md).
export function promoCodeLimitsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('promo_codes')
        .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses is null or max_uses >= 1`))
        .execute();
      await db.schema
        .alterTable('promo_codes')
        .addColumn('max_uses_per_customer', 'integer', (c) => c.check(sql`max_uses_per_customer is null or max_uses_per_customer >= 1`))
        .execute();
      // One use per reservation: a reservation takes at most one code.
      await db.schema
        .createTable('promo_code_uses')
        .addColumn('reservation_id', 'integer', (c) => c.primaryKey().references('reservations.id').onDelete('cascade'))
        .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        // Lower-case: the account's e-mail, or the guest contact's.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('promo_code_uses_email').on('promo_code_uses').columns(['promo_code_id', 'email']).execute();
      await db.schema.createIndex('promo_code_uses_user').on('promo_code_uses').columns(['promo_code_id', 'user_id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('promo_code_uses').execute();
      await db.schema.alterTable('promo_codes').dropColumn('max_uses_per_customer').execute();
      await db.schema.alterTable('promo_codes').dropColumn('max_uses').execute();
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// Loyalty (001 §3 Loyalty integration): a store's program members, each member's ledger of signed point entries,
// and the one-time codes that link a member to a shopper's account (001 §7 initiate_crm_auth). Points are private,
// so none of it lives in stores.data, which GET /stores/{id} sends to anyone.
export function loyaltyLedgerMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('loyalty_members'), dialect)
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('alpineiq', 'data_owl', 'springbig')`))
        // The provider's member number, as on the shopper's card.
        .addColumn('crm_member_id', 'text', (c) => c.notNull())
        // Lower-case: where the provider sends the member's codes.
        .addColumn('email', 'text', (c) => c.notNull())
        // The account the member is linked to (their wallet is unlocked for it); null until one is.
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loyalty_members_store_number').on('loyalty_members').unique().columns(['store_id', 'crm_member_id']).execute();
      // One membership per account and store; unlinked members (null) are not counted by either database.
      await db.schema.createIndex('loyalty_members_store_user').on('loyalty_members').unique().columns(['store_id', 'user_id']).execute();
      await db.schema.createIndex('loyalty_members_store_email').on('loyalty_members').columns(['store_id', 'email']).execute();

      await withIdColumn(db.schema.createTable('loyalty_ledger'), dialect)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('loyalty_members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('earned', 'spent', 'returned', 'adjusted')`))
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id').onDelete('set null'))
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // A reservation earns, spends and returns at most once each: a repeated status move or submit writes nothing.
      await db.schema.createIndex('loyalty_ledger_reservation_kind').on('loyalty_ledger').unique().columns(['reservation_id', 'kind']).execute();
      await db.schema.createIndex('loyalty_ledger_member').on('loyalty_ledger').columns(['member_id']).execute();

      await withIdColumn(db.schema.createTable('loyalty_auth_codes'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('loyalty_members.id').onDelete('cascade'))
        // Hex SHA-256 of the upper-cased code: the code itself is only in the mail.
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('loyalty_auth_codes_user').on('loyalty_auth_codes').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('loyalty_auth_codes').execute();
      await db.schema.dropTable('loyalty_ledger').execute();
      await db.schema.dropTable('loyalty_members').execute();
    },
  };
}

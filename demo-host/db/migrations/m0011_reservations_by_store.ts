import type { Kysely, Migration } from 'kysely';

// The admin API lists a store's reservations newest first, filtered by created_at (docs/api-admin.md § Reservations):
// without this index that is a scan of every store's reservations on each call of the Orders page or a POS.
export function reservationsByStoreMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('reservations_store_created').on('reservations').columns(['store_id', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('reservations_store_created').execute();
    },
  };
}

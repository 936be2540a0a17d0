import { sql, type Kysely, type Migration } from 'kysely';

// One version per store's menu, bumped by every write to what a menu shows (prices, visibility, specials, the
// catalogue products behind it) in the writer's own transaction. Every host process compares it before using its
// cached menu index, so a write is seen by all of them on the very next request (DESIGN §1.7). A store without a
// row is at version 0. Self-contained on purpose (a migration must not change when the code it once matched does).
export function menuVersionsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('menu_versions')
        .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('menu_versions').execute();
    },
  };
}

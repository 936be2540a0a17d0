import { sql, type Kysely, type Migration } from 'kysely';

// The menu import (docs/api-admin.md § Menu import) keys a store's menu by the operator's own product id. Rows made
// before it (the sample catalogue) take their Canopy product id as that id, so a file exported from the current
// menu imports onto the same products. Unique per store; SQLite and PostgreSQL both let NULLs repeat.
// Self-contained on purpose (a migration must not change when the code it once matched does).
export function menuImportMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('menu_products').addColumn('external_id', 'text').execute();
      await db
        .updateTable('menu_products')
        .set({ external_id: sql`cast(product_id as text)` })
        .execute();
      await db.schema.createIndex('menu_products_store_external').on('menu_products').columns(['store_id', 'external_id']).unique().execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('menu_products_store_external').execute();
      await db.schema.alterTable('menu_products').dropColumn('external_id').execute();
    },
  };
}

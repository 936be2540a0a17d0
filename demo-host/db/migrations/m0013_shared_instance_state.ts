import type { Kysely, Migration } from 'kysely';

// What several host instances on one database must agree on and each kept in its own memory before (docs/architecture.md
// § Several instances). Self-contained on purpose (a migration must not change when the code it once matched does).
export function sharedInstanceStateMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // The attempt limits in front of every password hash: a limit of n attempts per key is n slots, each taken by one
      // attempt until it expires (ISO time) or is given back. Claiming a free slot is one upsert on its primary key, so
      // concurrent attempts on every instance cannot take more than n (commerce/auth/rateLimit.ts).
      await db.schema
        .createTable('attempt_slots')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('attempt_slots_pk', ['kind', 'key', 'slot'])
        .execute();
      await db.schema.createIndex('attempt_slots_expiry').on('attempt_slots').column('expires_at').execute();

      // Products of a store's menu changed in place (a review's rating and count): each store numbers its changes (the
      // sequence row is locked by the upsert that takes the next number, so they commit in order), and each product keeps
      // the number of its latest change. Every instance's menu index re-reads the products changed after the number it
      // last saw, instead of the whole store (demo-host/search productChanges.ts).
      await db.schema
        .createTable('menu_product_sequences')
        .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('menu_product_changes')
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('menu_product_changes_pk', ['store_id', 'product_id'])
        .execute();
      await db.schema.createIndex('menu_product_changes_sequence').on('menu_product_changes').columns(['store_id', 'sequence']).execute();

      // Switches an operator turns for the whole host, whichever instance the request reached: 'maintenance' (000 §8,
      // PUT /admin/maintenance). No row: off.
      await db.schema
        .createTable('host_flags')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('host_flags').execute();
      await db.schema.dropTable('menu_product_changes').execute();
      await db.schema.dropTable('menu_product_sequences').execute();
      await db.schema.dropTable('attempt_slots').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';

// 000 §4 / 001 §2 store special detail "gold flag": a special for Gold members (a gold bundle, shown by the widget
// under the gold-bundles feature flag, 000 §1). 0/1 like every other boolean column; existing specials are not gold.
// Self-contained on purpose (a migration must not change when the code it once matched does).
export function specialGoldMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('specials')
        .addColumn('gold', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('specials').dropColumn('gold').execute();
    },
  };
}

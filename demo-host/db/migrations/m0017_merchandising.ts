import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// The merchandising service's engagement log (001 §7): impressions, clicks (add-to-cart flagged), external checkouts,
// session beacons and search-analytics insights, stored so that they move the ranking (docs/api-merchandising.md § Ranking).
// Self-contained on purpose (a migration must not change when the code it once matched does).
export function merchandisingMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // One row per counted engagement. The primary key is the de-duplication rule: `slot` is the day of an impression,
      // the hour of a click, the order id of a checkout, so a repeat in the same slot is not counted again. placement is
      // '' when unknown (a key column cannot be null). No foreign key to stores: an engagement for a store that is gone
      // is simply never read. created_at is ISO text.
      await db.schema
        .createTable('dm_engagements')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('placement', 'text', (c) => c.notNull())
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('flight_id', 'integer')
        .addColumn('units', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('dm_engagements_once', ['kind', 'store_id', 'product_id', 'device_id', 'placement', 'slot'])
        .execute();
      await db.schema.createIndex('dm_engagements_by_store').on('dm_engagements').columns(['store_id', 'created_at']).execute();
      // Search-analytics insights (001 §7 POST /1/events): a facet filter ("brand:Kiva") or an object id a device
      // chose, at most once per device, value and hour. kind: filter or object.
      await db.schema
        .createTable('dm_insights')
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('dm_insights_once', ['device_id', 'kind', 'value', 'slot'])
        .execute();
      await db.schema.createIndex('dm_insights_by_age').on('dm_insights').columns(['kind', 'created_at']).execute();
      // Session beacons (001 §7 POST /v2/event/session): kept for the operator, not used by the ranking.
      await withIdColumn(db.schema.createTable('dm_sessions'), dialect)
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('distinct_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dm_sessions_by_device').on('dm_sessions').columns(['device_id', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('dm_sessions').execute();
      await db.schema.dropTable('dm_insights').execute();
      await db.schema.dropTable('dm_engagements').execute();
    },
  };
}

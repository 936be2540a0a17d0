import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// Webhooks (docs/api-admin.md § Webhooks): a durable queue and log of deliveries, one row per event and target URL,
// so a retry survives a restart and any host process can send it; and a store's own webhook URL, its signing
// secret (kept as is: it must sign, so it cannot be hashed) and its notification e-mail.
// Self-contained on purpose (a migration must not change when the code it once matched does).
export function webhooksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('reservation_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'text')
        .addUniqueConstraint('webhook_deliveries_event_url', ['event_id', 'url'])
        .execute();
      await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('webhook_deliveries_store').on('webhook_deliveries').columns(['store_id', 'id']).execute();
      await db.schema
        .createTable('store_notifications')
        .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
        .addColumn('webhook_url', 'text')
        .addColumn('webhook_secret', 'text')
        .addColumn('notification_email', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('store_notifications').execute();
      await db.schema.dropTable('webhook_deliveries').execute();
    },
  };
}

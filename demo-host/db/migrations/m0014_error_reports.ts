import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// The host's own error-report sink (001 §7): what the widget's reporter sends, redacted, for operators to read
// (docs/api.md § Error reports). Self-contained on purpose (a migration must not change when the code it once matched does).
export function errorReportsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // received_at is ISO time; `details` is the JSON of the breadcrumbs and metadata. forwarded_at is set once the
      // report went to a configured Sentry-compatible DSN (null: not yet, or no DSN).
      await withIdColumn(db.schema.createTable('error_reports'), dialect)
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('stack', 'text')
        .addColumn('user_id', 'text')
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('forwarded_at', 'text')
        .execute();
      await db.schema.createIndex('error_reports_by_store').on('error_reports').columns(['store_id', 'id']).execute();
      await db.schema.createIndex('error_reports_by_age').on('error_reports').column('received_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('error_reports').execute();
    },
  };
}

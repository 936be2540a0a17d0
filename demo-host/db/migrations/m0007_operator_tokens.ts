import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// Per-store operator tokens for the admin API (docs/api-admin.md): only a SHA-256 of each token is kept, so a
// copy of the database lets no one call the API; a revoked token keeps its row (revoked_at) for the audit trail.
// Self-contained on purpose (a migration must not change when the code it once matched does).
export function operatorTokensMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('operator_tokens'), dialect)
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('operator_tokens_store').on('operator_tokens').column('store_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('operator_tokens').execute();
    },
  };
}

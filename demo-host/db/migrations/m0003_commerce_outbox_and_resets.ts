import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type Dialect } from '../columns';

// The password-reset tokens and the outbox the demo shows (mails the host would send), and an
// index for signing in by phone.
export function commerceOutboxAndResetsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('outbox'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createIndex('users_phone').on('users').column('phone').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('users_phone').execute();
      await db.schema.dropTable('password_resets').execute();
      await db.schema.dropTable('outbox').execute();
    },
  };
}

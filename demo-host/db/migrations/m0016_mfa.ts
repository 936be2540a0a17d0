import type { Kysely, Migration } from 'kysely';

// The multi-factor check at sign-in (000 §1 and 001 §6 flag mfa-check): the challenges a correct password opens when
// the check is on, and the time of each user's latest multi-factor success (001 §3 Customer: "A multi-factor
// success records the time"). Self-contained on purpose (a migration must not change when the code it once matched does).
export function mfaMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // challenge_hash: hex SHA-256 of the opaque id the sign-in answered; code_hash: HMAC of the mailed code under the
      // host's secret. Neither the id nor the code is stored. Times are ISO text.
      await db.schema
        .createTable('mfa_challenges')
        .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('mfa_challenges_user').on('mfa_challenges').columns(['user_id', 'created_at']).execute();
      await db.schema.alterTable('users').addColumn('mfa_verified_at', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('mfa_verified_at').execute();
      await db.schema.dropTable('mfa_challenges').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { CommerceDeps } from '../deps';

/** Writes a message the host would send (a password-reset link) to the outbox the demo shows. */
export async function sendToOutbox(deps: CommerceDeps, message: { kind: string; recipient: string; subject: string; body: string }): Promise<void> {
  await deps.db
    .insertInto('outbox')
    .values({ ...message, created_at: deps.now().toISOString() })
    .execute();
}

/** The newest messages first. Mail holds reset links: only the demo site's loopback-only page reads this. */
export async function readOutbox(db: Kysely<Database>, limit = 50) {
  return db.selectFrom('outbox').select(['kind', 'recipient', 'subject', 'body', 'created_at']).orderBy('id', 'desc').limit(limit).execute();
}

import type { CommerceDeps } from '../deps';

/** Writes a message the host would send (a password-reset link) to the outbox the demo shows. */
export async function sendToOutbox(deps: CommerceDeps, message: { kind: string; recipient: string; subject: string; body: string }): Promise<void> {
  await deps.db.insertInto('outbox').values({ ...message, created_at: deps.now().toISOString() }).execute();
}

export async function readOutbox(deps: CommerceDeps, limit = 50) {
  return deps.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

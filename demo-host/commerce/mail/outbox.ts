import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { MailTransport } from './mailer';

/**
 * The transport without SMTP: each message becomes a row of the outbox table, which only the demo site's
 * loopback-only page reads (docs/security.md). The Reply-To of a contact message heads its body.
 */
export function outboxTransport(db: Kysely<Database>, now: () => Date): MailTransport {
  return {
    async deliver(message) {
      const body = message.replyTo ? `Reply-To: ${message.replyTo}\n\n${message.text}` : message.text;
      await db.insertInto('outbox').values({ kind: message.kind, recipient: message.to, subject: message.subject, body, created_at: now().toISOString() }).execute();
    },
  };
}

/** The newest messages first. Mail holds reset links: only the demo site's loopback-only page reads this. */
export async function readOutbox(db: Kysely<Database>, limit = 50) {
  return db.selectFrom('outbox').select(['kind', 'recipient', 'subject', 'body', 'created_at']).orderBy('id', 'desc').limit(limit).execute();
}

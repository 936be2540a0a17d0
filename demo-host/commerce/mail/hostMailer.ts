import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { createMailer, type Mailer } from './mailer';
import type { MailSettings } from './mailSettings';
import { outboxTransport } from './outbox';
import { smtpTransport } from './smtpTransport';

/** SMTP (in the background) when the settings name a server, else the outbox table (before the answer). */
export function hostMailer(settings: MailSettings, db: Kysely<Database>, now: () => Date): Mailer {
  return settings.smtpUrl ? createMailer(smtpTransport(settings.smtpUrl, settings.from), { background: true }) : createMailer(outboxTransport(db, now), { background: false });
}

import { logError } from '../../log';

/**
 * What the host mails; also the outbox's `kind`. `crm_auth` is the loyalty provider's code, which this host only
 * simulates: it goes to the outbox, never over SMTP (crmRoutes.ts).
 */
export type MailKind =
  | 'password_reset'
  | 'registration_attempt'
  | 'welcome'
  // The multi-factor code of a sign-in (signInCodeMail.ts).
  | 'sign_in_code'
  | 'reservation_confirmation'
  | 'reservation_status'
  | 'contact_message'
  | 'crm_auth'
  // A store's notification address told of a new reservation (docs/api-admin.md § Webhooks).
  | 'store_reservation_notice';

/** One message: plain text only, so no catalogue or shopper value can become markup in a mail client. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  /** One line: header values never carry a line break. */
  subject: string;
  text: string;
  replyTo?: string;
}

/** Where messages go: an SMTP server or the outbox table. Rejects when the message could not be handed over. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export interface Mailer {
  /**
   * Sends a message; never rejects: a failure is logged and fails nothing else (a checkout or a registration is
   * already committed when its mail goes). Called after the request's own writes.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves once every message handed to the transport has been delivered or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

export type MailLog = (message: string, error: unknown) => void;

/**
 * The one mailer of the host. `background`: send returns at once and the transport delivers after the answer,
 * as SMTP does, so a slow or unreachable server delays no answer, and an address with an account is not
 * answered more slowly than one without (a password reset's answer must not tell). The outbox is written
 * before the answer (`background: false`): a local insert.
 */
export function createMailer(transport: MailTransport, options: { background: boolean }, log: MailLog = logError): Mailer {
  const pending = new Set<Promise<void>>();
  const deliver = (message: MailMessage) =>
    Promise.resolve()
      .then(() => transport.deliver(message))
      .catch((error: unknown) => log(`[mail] ${message.kind} mail was not sent`, error));
  return {
    async send(message) {
      const delivery = deliver(message).finally(() => pending.delete(delivery));
      pending.add(delivery);
      if (!options.background) await delivery;
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

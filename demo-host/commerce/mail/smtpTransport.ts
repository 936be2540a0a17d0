import { createTransport } from 'nodemailer';
import type { MailTransport } from './mailer';

// Bounded waits (nodemailer's defaults are minutes), so an unreachable server fails a message, logged, soon.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers over SMTP (CANOPY_SMTP_URL: smtp://user:pass@host:587 uses STARTTLS when offered, smtps:// TLS). */
export function smtpTransport(url: string, from: string): MailTransport {
  // The messages are text the host wrote: no attachment may read a file or fetch a URL.
  const transporter = createTransport({ url, ...TIMEOUTS, disableFileAccess: true, disableUrlAccess: true }, { from });
  return {
    async deliver(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
    },
  };
}

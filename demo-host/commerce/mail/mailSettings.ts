import { mailboxOf } from './mailAddress';

/** The mail settings a host may give (HostConfig.mail from CANOPY_SMTP_URL, CANOPY_MAIL_FROM, CANOPY_SUPPORT_EMAIL). */
export interface MailOptions {
  /** smtp:// or smtps:// URL of the server to send through; without it, mail goes to the outbox table. */
  smtpUrl?: string;
  /** The From of every message: `shop@example.com` or `Name <shop@example.com>`. */
  from?: string;
  /** Where contact messages go (profile/contactUs). */
  supportEmail?: string;
}

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  supportEmail: string;
}

/** The options with their defaults: From is no-reply at the host's public name, support is the From address. */
export function mailSettings(options: MailOptions, publicOrigin: string): MailSettings {
  const from = options.from ?? `Canopy <no-reply@${new URL(publicOrigin).hostname}>`;
  return { smtpUrl: options.smtpUrl ?? null, from, supportEmail: options.supportEmail ?? mailboxOf(from) };
}

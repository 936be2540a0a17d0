import type { MailMessage } from './mailer';

export interface ContactMessage {
  from: { email: string; name: string | null; id: number };
  subject: string;
  message: string;
  reservation: { id: number; store: string; created_at: string } | null;
}

/** A shopper's message (001 §2 /profile/contactUs) to support, who answer it by replying to the shopper. */
export function contactMessageMail(to: string, contact: ContactMessage): MailMessage {
  const { from, reservation } = contact;
  const sender = from.name ? `${from.name} <${from.email}>` : from.email;
  return {
    kind: 'contact_message',
    to,
    replyTo: from.email,
    subject: `Contact: ${contact.subject}`,
    text: [
      `From: ${sender} (account ${from.id})`,
      ...(reservation ? [`About reservation #${reservation.id} at ${reservation.store}, placed ${reservation.created_at}`] : []),
      '',
      contact.message,
    ].join('\n'),
  };
}

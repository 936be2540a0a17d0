// The host's mail: one mailer (mailer.ts) over SMTP when CANOPY_SMTP_URL is set, else the outbox table; the
// messages in plain text with absolute links (mailLinks.ts). docs/api-commerce.md § Mail.
export { createMailer } from './mailer';
export { hostMailer } from './hostMailer';
export type { Mailer, MailKind, MailMessage, MailTransport } from './mailer';
export { mailSettings } from './mailSettings';
export type { MailOptions, MailSettings } from './mailSettings';
export { isFromAddress, isMailbox, mailboxOf } from './mailAddress';
export { outboxTransport, readOutbox } from './outbox';
export { smtpTransport } from './smtpTransport';
export { isModeBase, ModeBaseSchema, pageLink } from './mailLinks';
export { passwordResetMail, registrationNoticeMail, welcomeMail } from './accountMails';
export { signInCodeMail } from './signInCodeMail';
export { mailReservationConfirmation, receiptLink, reservationConfirmationMail, shopperEmailOf } from './reservationMail';
export { reservationStatusMail } from './reservationStatusMail';
export { contactMessageMail } from './supportMail';
export type { ContactMessage } from './supportMail';

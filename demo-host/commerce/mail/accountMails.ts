import type { MailMessage } from './mailer';
import { pageLink } from './mailLinks';

// The account mails, in plain text. Their links are absolute (mailLinks.ts); those of a mail that no request
// with a mode base causes (registration) lead to the host's own storefront, under no base.

/** The password-reset link (001 §2 /reset-password), valid for `minutes`. */
export function passwordResetMail(to: string, link: string, minutes: number): MailMessage {
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of the account with this e-mail address. To choose a new password, open this link within ${minutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, you can ignore this message: your password has not changed.',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to register again (registrationNotice.ts). */
export function registrationNoticeMail(to: string, origin: string): MailMessage {
  return {
    kind: 'registration_attempt',
    to,
    subject: 'Someone tried to create an account with your e-mail',
    text: [
      'Someone tried to create a new account with this e-mail address, which already has one.',
      '',
      `If it was you, sign in at ${pageLink(origin, '', '/login')}`,
      `or choose a new password at ${pageLink(origin, '', '/forgot-password')}`,
      '',
      'If it was not, you can ignore this message: your account has not changed.',
    ].join('\n'),
  };
}

/** The welcome after a registration. */
export function welcomeMail(user: { email: string; first_name: string | null }, origin: string): MailMessage {
  return {
    kind: 'welcome',
    to: user.email,
    subject: 'Welcome to Canopy',
    text: [
      `Hello${user.first_name ? ` ${user.first_name}` : ''},`,
      '',
      `Your account is ready. You sign in with ${user.email}.`,
      `Your profile, your ID documents and your reservations: ${pageLink(origin, '', '/profile')}`,
      '',
      `If you did not create this account, choose a new password at ${pageLink(origin, '', '/forgot-password')} and tell us.`,
    ].join('\n'),
  };
}

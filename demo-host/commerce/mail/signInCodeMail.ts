import type { MailMessage } from './mailer';

/** The multi-factor code of a sign-in (000 §1 flag mfa-check), valid for `minutes`; plain text, like every account mail. */
export function signInCodeMail(to: string, code: string, minutes: number): MailMessage {
  return {
    kind: 'sign_in_code',
    to,
    subject: `Your sign-in code: ${code}`,
    text: [
      'Hello,',
      '',
      `Someone signed in to your account with its password. To finish signing in, enter this code within ${minutes} minutes:`,
      '',
      code,
      '',
      'The code works once. If it was not you, choose a new password now: someone knows your current one.',
    ].join('\n'),
  };
}

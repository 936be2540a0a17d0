import type { CommerceDeps } from '../deps';
import { registrationNoticeMail } from '../mail';

/**
 * The answer to registering an e-mail that already has an account. "has already been taken" told anyone
 * which addresses have accounts; this answer says nothing, and the detail goes to the address's owner.
 *
 * What still tells: a new address is answered 201 and signed in at once (001 §3 new_registration), a known
 * one 202. The password is hashed either way, so the two take as long. Closing that last signal would need
 * every registration to be confirmed from the e-mail before the account exists, a 202 for all: a flow 001
 * does not describe and the widget does not have.
 */
export const CHECK_EMAIL = { message: 'Check your e-mail to finish creating your account', code: 'check_email' } as const;

/** Tells the owner of `email` that someone tried to register it, and how to sign in or reset instead. */
export async function sendRegistrationNotice(deps: CommerceDeps, email: string): Promise<void> {
  await deps.mailer.send(registrationNoticeMail(email, deps.publicOrigin));
}

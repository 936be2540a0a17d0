import type { Customer } from '../../shared/types';
import type { Http } from './createHttp';

// The account calls of 001 §7 and docs/api-commerce.md § Accounts. Every form shows its own errors, so these
// calls are quiet (no notification on top of the form's message).

/** The profile fields POST and PUT /users take. */
export interface UserFields {
  readonly email?: string;
  readonly password?: string;
  readonly current_password?: string;
  readonly phone?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly nickname?: string | null;
  readonly birth_date?: string | null;
}

export interface RegistrationInput {
  readonly user: UserFields & { email: string; password: string };
  readonly promotions_opt_out: boolean;
  /** The guest reservation whose receipt offered 'Create account' (001 §2): it becomes the new account's. */
  readonly reservation_uuid?: string;
}

/** 201: the new account, signed in. */
export interface Registered {
  readonly user: Customer;
  /** Absent for a framelessEmbed cookie session (the host keeps the token). */
  readonly token?: string;
  readonly expires_at: string;
  /** The guest reservation now in the account, or null (absent on a host without the link). */
  readonly linked_reservation_id?: number | null;
}

/** 202: the e-mail already has an account; its owner got a message, and nobody is signed in. */
export interface CheckEmail {
  readonly message: string;
  readonly code: 'check_email';
}

export function isCheckEmail(answer: Registered | CheckEmail): answer is CheckEmail {
  return (answer as CheckEmail).code === 'check_email' || !('user' in answer);
}

/** POST /users: creates the account (201, signed in) or answers 202 check_email. */
export function registerUser(http: Http, input: RegistrationInput): Promise<Registered | CheckEmail> {
  return http.post('/users', input, { quiet: true });
}

/** PUT /users (001 §7): the updated Customer. Validations come back as ApiError.validations. */
export async function updateUser(http: Http, body: { user: UserFields; promotions_opt_out?: boolean }): Promise<Customer> {
  const answer = await http.request<{ user: Customer }>('PUT', '/users', { body, quiet: true });
  return answer.user;
}

/** DELETE /sessions?all=true: ends every session of the user, on every device. */
export async function signOutEverywhere(http: Http): Promise<void> {
  await http.request('DELETE', '/sessions', { query: { all: 'true' }, quiet: true });
}

/** POST /password_resets: mails a link under the widget's mode base; the answer is the same for any address. */
export function requestPasswordReset(http: Http, input: { email: string; mode_base: string }): Promise<{ message: string }> {
  return http.post('/password_resets', input, { quiet: true });
}

/** POST /password_resets/check: 200 when the link can still be used, else a 422 saying why. */
export function checkPasswordReset(http: Http, token: string, signal?: AbortSignal): Promise<{ status: 'valid' }> {
  return http.request('POST', '/password_resets/check', { body: { token }, signal, quiet: true });
}

/** PUT /password_resets: sets the new password with the mailed token (once). */
export function resetPassword(http: Http, input: { token: string; password: string }): Promise<{ message: string }> {
  return http.request('PUT', '/password_resets', { body: input, quiet: true });
}

/** POST /contact_messages: a message to the store team, answered by e-mail. */
export function sendContactMessage(http: Http, input: { subject: string; message: string }): Promise<{ message: string }> {
  return http.post('/contact_messages', input, { quiet: true });
}

import type { Customer } from '../../shared/types';
import type { Http } from './createHttp';

export interface SignedIn {
  readonly user: Customer;
  /** Absent for a framelessEmbed cookie session: the host keeps the token where no script reads it. */
  readonly token?: string;
  readonly expires_at: string;
}

/** The sign-in providers the host has configured (001 §6: Google code, Apple token). */
export interface AuthProviders {
  readonly google: boolean;
  readonly apple: boolean;
}

/** A correct password where the multi-factor check is on (000 §1 flag mfa-check): no session yet, a code was e-mailed. */
export interface SignInCodeRequired {
  readonly mfa_required: true;
  /** What the code is sent back with (verifySignInCode). */
  readonly challenge: string;
  readonly expires_at: string;
}

export type SignInAnswer = SignedIn | SignInCodeRequired;

export function needsSignInCode(answer: SignInAnswer): answer is SignInCodeRequired {
  return (answer as Partial<SignInCodeRequired>).mfa_required === true;
}

/** What the host reads to decide on the multi-factor check: the widget's store (its flags), and the widget asking itself. */
export interface SignInCheck {
  readonly storeId?: number | null;
  readonly askForCode?: boolean;
}

/** 001 §7 POST /sessions with e-mail or phone credentials; the token comes back in the body too, or a code is asked for. */
export function signIn(http: Http, credentials: { login: string; password: string }, remember = true, check: SignInCheck = {}): Promise<SignInAnswer> {
  const login = credentials.login.trim();
  const user = login.includes('@') ? { email: login, password: credentials.password } : { phone: login, password: credentials.password };
  const store = check.storeId ? { store_id: check.storeId } : {};
  // remember (001 §4 keep me signed in): false makes a framelessEmbed session cookie end with the browser.
  return http.post<SignInAnswer>('/sessions', { user, remember, ...store, ...(check.askForCode ? { mfa_check: true } : {}) }, { quiet: true });
}

/** POST /sessions/mfa: the e-mailed code of a sign-in that answered SignInCodeRequired; the right one signs in. */
export function verifySignInCode(http: Http, request: { challenge: string; code: string; remember: boolean }): Promise<SignedIn> {
  return http.post<SignedIn>('/sessions/mfa', request, { quiet: true });
}

/** 001 §7 DELETE /sessions: the host forgets this session (and a framelessEmbed cookie). */
export function signOut(http: Http): Promise<null> {
  return http.request<null>('DELETE', '/sessions', { quiet: true });
}

/** 001 §7 GET /whoami: the signed-in Customer, or null when the host sees no session. */
export async function whoAmI(http: Http, signal?: AbortSignal): Promise<Customer | null> {
  const answer = await http.get<{ user?: Customer | null } | null>('/whoami', { quiet: true, signal });
  return answer?.user ?? null;
}

/** GET /auth/providers; a provider the answer does not call configured (true) is not offered. */
export async function fetchAuthProviders(http: Http, signal?: AbortSignal): Promise<AuthProviders> {
  const answer = await http.get<Partial<AuthProviders> | null>('/auth/providers', { quiet: true, signal });
  return { google: answer?.google === true, apple: answer?.apple === true };
}

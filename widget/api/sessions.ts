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

/** 001 §7 POST /sessions with e-mail or phone credentials; the token comes back in the body too. */
export function signIn(http: Http, credentials: { login: string; password: string }, remember = true): Promise<SignedIn> {
  const login = credentials.login.trim();
  const user = login.includes('@') ? { email: login, password: credentials.password } : { phone: login, password: credentials.password };
  // remember (001 §4 keep me signed in): false makes a framelessEmbed session cookie end with the browser.
  return http.post<SignedIn>('/sessions', { user, remember }, { quiet: true });
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

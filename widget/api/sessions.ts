import type { Http } from './createHttp';

export interface SignedIn {
  readonly user: { id: number; email: string; first_name?: string | null; last_name?: string | null };
  /** Absent for a framelessEmbed cookie session: the host keeps the token where no script reads it. */
  readonly token?: string;
  readonly expires_at: string;
}

/** 001 §7 POST /sessions with e-mail or phone credentials; the token comes back in the body too. */
export function signIn(http: Http, credentials: { login: string; password: string }): Promise<SignedIn> {
  const login = credentials.login.trim();
  const user = login.includes('@') ? { email: login, password: credentials.password } : { phone: login, password: credentials.password };
  return http.post<SignedIn>('/sessions', { user }, { quiet: true });
}

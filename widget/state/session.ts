import { SESSION_STORAGE_KEY, isTokenLive } from '../../shared/platform';
import type { Customer } from '../../shared/types';
import { ApiError } from '../api/ApiError';
import type { Http } from '../api/createHttp';
import { whoAmI } from '../api/sessions';
import type { SafeStorage } from '../platform/safeStorage';
import { computed, signal } from './signals';
import type { ReadonlySignal } from './signals';

/**
 * The shopper's session (001 §4), kept until it expires. Two kinds:
 * - bearer: the signed token, in the widget's own storage, sent as `Authorization`;
 * - cookie (framelessEmbed): the host keeps the token in an HttpOnly cookie, because the widget runs in the
 *   partner's page and anything it holds, any script there can read. The widget keeps only when it expires.
 * Either is kept in one of two places (001 §4, §9): the auth storage for a remembered session ("keep me signed
 * in"), the session storage for a temporary one, which the browser forgets with the tab.
 */
export interface Session {
  /** The bearer token; always null for a cookie session. */
  readonly token: ReadonlySignal<string | null>;
  readonly signedIn: ReadonlySignal<boolean>;
  /** 001 §3 Customer signed in: from the sign-in answer, or GET /whoami after a reload; null for a guest. */
  readonly user: ReadonlySignal<Customer | null>;
  /** Whether the host holds the token in a cookie (framelessEmbed). */
  readonly cookie: boolean;
  /** Whether shoppers may sign in here at all (001 §1: auth can be disabled in embedded mode). */
  readonly enabled: boolean;
  /** User segment ids for brand-special visibility (000 §5); empty for a guest. */
  readonly segments: ReadonlySignal<readonly number[]>;
  /** Keeps what a sign-in or registration answered: the token (or a cookie session's expiry) and the user. */
  signIn(answer: SignInAnswer, options?: SignInOptions): void;
  /** The signed-in user as the host now has them (after a profile update). */
  setUser(user: Customer | null): void;
  /** Forgets the session; `refused`: the host refused it (001 §8 401), which the login page then says. */
  clear(options?: { readonly refused?: boolean }): void;
  /** Whether the last session ended because the host refused it, until the next sign-in. */
  readonly refused: ReadonlySignal<boolean>;
}

export interface SignInAnswer {
  readonly token?: string | null;
  readonly expires_at?: string | null;
  readonly user?: Customer | null;
}

export interface SignInOptions {
  /** Keep me signed in: true (the default) keeps the session in the auth storage, false only for this tab. */
  readonly remember?: boolean;
}

export interface SessionDeps {
  /** The auth storage, for a remembered session (001 §9 user_session); without it a session lasts as long as the page. */
  readonly storage?: SafeStorage;
  /** The session storage, for a temporary session (the tab's own; the browser drops it when the tab closes). */
  readonly tabStorage?: SafeStorage;
  readonly now?: () => number;
  /** The host keeps the token in a cookie; storage holds only `cookie:<expiry ms>`. */
  readonly cookie?: boolean;
  /** False when sign-in is turned off for this embed: nothing stored is read, nothing signs in. */
  readonly enabled?: boolean;
}

const COOKIE_MARK = 'cookie:';

/** The expiry a stored cookie-session mark holds, or null when it is not one. */
function cookieExpiry(stored: string | null): number | null {
  if (!stored?.startsWith(COOKIE_MARK)) return null;
  const expires = Number(stored.slice(COOKIE_MARK.length));
  return Number.isFinite(expires) ? expires : null;
}

function isStoredSessionLive(stored: string | null, cookie: boolean, now: number): boolean {
  if (cookie) return (cookieExpiry(stored) ?? 0) > now;
  return isTokenLive(stored, now);
}

/**
 * The live entry of the places, the temporary one first; expired, unreadable and other-kind entries are removed
 * at once (a token never stays where the partner reads).
 */
function readStored(places: readonly (SafeStorage | undefined)[], cookie: boolean, now: number): string | null {
  let found: string | null = null;
  for (const place of places) {
    const stored = place?.get(SESSION_STORAGE_KEY) ?? null;
    if (stored === null) continue;
    if (found === null && isStoredSessionLive(stored, cookie, now)) found = stored;
    else if (!isStoredSessionLive(stored, cookie, now)) place?.remove(SESSION_STORAGE_KEY);
  }
  return found;
}

export function createSession({ storage, tabStorage, now = Date.now, cookie = false, enabled = true }: SessionDeps = {}): Session {
  const stored = enabled ? readStored([tabStorage, storage], cookie, now()) : null;
  const token = signal<string | null>(stored !== null && !cookie ? stored : null);
  const cookieLive = signal(stored !== null && cookie);
  const user = signal<Customer | null>(null);
  const segments = signal<readonly number[]>([]);
  const refused = signal(false);
  const keep = (value: string | null, remember: boolean) => {
    const [here, other] = remember ? [storage, tabStorage] : [tabStorage, storage];
    other?.remove(SESSION_STORAGE_KEY);
    if (value === null) here?.remove(SESSION_STORAGE_KEY);
    else here?.set(SESSION_STORAGE_KEY, value);
  };
  return {
    token,
    signedIn: computed(() => token.value !== null || cookieLive.value),
    user,
    cookie,
    enabled,
    segments,
    refused,
    signIn(answer, { remember = true } = {}) {
      if (!enabled) return;
      if (cookie) {
        const expires = Date.parse(answer.expires_at ?? '');
        cookieLive.value = true;
        keep(Number.isFinite(expires) ? `${COOKIE_MARK}${expires}` : null, remember);
      } else if (answer.token) {
        token.value = answer.token;
        keep(answer.token, remember);
      } else return;
      user.value = answer.user ?? null;
      refused.value = false;
    },
    setUser(next) {
      if (token.peek() !== null || cookieLive.peek()) user.value = next;
    },
    clear(options = {}) {
      refused.value = options.refused === true;
      token.value = null;
      cookieLive.value = false;
      user.value = null;
      keep(null, true);
      keep(null, false);
      segments.value = [];
    },
  };
}

/** What the widget calls the signed-in shopper (001 §3 Customer): their first name, else their e-mail. */
export function shopperName(user: Customer | null): string | null {
  return user?.first_name?.trim() || user?.email || null;
}

/**
 * A session found in storage at boot names no user yet: one GET /whoami fills it in. A 401 there is the request
 * layer's to handle (it clears the session, 001 §8); a host that sees no session at all (a cookie the browser
 * dropped) clears it here.
 */
export function loadSessionUser(session: Session, http: Http): void {
  if (!session.signedIn.peek()) return;
  whoAmI(http).then(
    (user) => (user ? session.setUser(user) : session.clear()),
    (error: unknown) => {
      if (!(error instanceof ApiError && error.code === 'unauthorized')) console.warn('[canopy] who is signed in could not be loaded', error);
    },
  );
}

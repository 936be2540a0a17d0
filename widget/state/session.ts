import { SESSION_STORAGE_KEY, isTokenLive } from '../../shared/platform';
import type { SafeStorage } from '../platform/safeStorage';
import { computed, signal } from './signals';
import type { ReadonlySignal } from './signals';

/**
 * The shopper's session (001 §4), kept across reloads until it expires. Two kinds:
 * - bearer: the signed token, in the widget's own storage, sent as `Authorization`;
 * - cookie (framelessEmbed): the host keeps the token in an HttpOnly cookie, because the widget runs in the
 *   partner's page and anything it holds, any script there can read. The widget keeps only when it expires.
 */
export interface Session {
  /** The bearer token; always null for a cookie session. */
  readonly token: ReadonlySignal<string | null>;
  readonly signedIn: ReadonlySignal<boolean>;
  /** Whether the host holds the token in a cookie (framelessEmbed). */
  readonly cookie: boolean;
  /** User segment ids for brand-special visibility (000 §5); empty for a guest. */
  readonly segments: ReadonlySignal<readonly number[]>;
  /** Keeps what a sign-in or registration answered: the token, or for a cookie session its expiry only. */
  signIn(answer: { readonly token?: string | null; readonly expires_at?: string | null }): void;
  clear(): void;
}

export interface SessionDeps {
  /** Where the session is kept (001 §9 user_session); without it the session lasts as long as the page. */
  readonly storage?: SafeStorage;
  readonly now?: () => number;
  /** The host keeps the token in a cookie; storage holds only `cookie:<expiry ms>`. */
  readonly cookie?: boolean;
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

export function createSession({ storage, now = Date.now, cookie = false }: SessionDeps = {}): Session {
  const stored = storage?.get(SESSION_STORAGE_KEY) ?? null;
  // An expired, unreadable or other-kind entry is dropped at once (a token never stays where the partner reads).
  const live = isStoredSessionLive(stored, cookie, now());
  if (stored !== null && !live) storage?.remove(SESSION_STORAGE_KEY);
  const token = signal<string | null>(live && !cookie ? stored : null);
  const cookieLive = signal(live && cookie);
  const segments = signal<readonly number[]>([]);
  const keep = (value: string | null) => {
    if (value === null) storage?.remove(SESSION_STORAGE_KEY);
    else storage?.set(SESSION_STORAGE_KEY, value);
  };
  return {
    token,
    signedIn: computed(() => token.value !== null || cookieLive.value),
    cookie,
    segments,
    signIn(answer) {
      if (cookie) {
        const expires = Date.parse(answer.expires_at ?? '');
        cookieLive.value = true;
        keep(Number.isFinite(expires) ? `${COOKIE_MARK}${expires}` : null);
      } else if (answer.token) {
        token.value = answer.token;
        keep(answer.token);
      }
    },
    clear() {
      token.value = null;
      cookieLive.value = false;
      keep(null);
      segments.value = [];
    },
  };
}

import { SESSION_STORAGE_KEY, isTokenLive } from '../../shared/platform';
import type { SafeStorage } from '../platform/safeStorage';
import { signal } from './signals';
import type { ReadonlySignal } from './signals';

/** The shopper's session: the bearer token, kept across reloads until its exp claim (001 §4). */
export interface Session {
  readonly token: ReadonlySignal<string | null>;
  /** User segment ids for brand-special visibility (000 §5); empty for a guest. */
  readonly segments: ReadonlySignal<readonly number[]>;
  setToken(token: string | null): void;
  clear(): void;
}

export interface SessionDeps {
  /** Where the token is kept (001 §9 user_session); without it the session lasts as long as the page. */
  readonly storage?: SafeStorage;
  readonly now?: () => number;
}

export function createSession({ storage, now = Date.now }: SessionDeps = {}): Session {
  const stored = storage?.get(SESSION_STORAGE_KEY) ?? null;
  // An expired or unreadable token is dropped at once rather than sent and refused.
  const live = isTokenLive(stored, now()) ? stored : null;
  if (stored !== null && live === null) storage?.remove(SESSION_STORAGE_KEY);
  const token = signal<string | null>(live);
  const segments = signal<readonly number[]>([]);
  const setToken = (value: string | null) => {
    token.value = value;
    if (value === null) storage?.remove(SESSION_STORAGE_KEY);
    else storage?.set(SESSION_STORAGE_KEY, value);
  };
  return {
    token,
    segments,
    setToken,
    clear: () => {
      setToken(null);
      segments.value = [];
    },
  };
}

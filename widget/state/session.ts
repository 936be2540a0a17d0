import { signal } from './signals';
import type { ReadonlySignal } from './signals';

/** The shopper's session as the catalogue needs it: the bearer token (accounts, issue 7, fill it). */
export interface Session {
  readonly token: ReadonlySignal<string | null>;
  /** User segment ids for brand-special visibility (000 §5); empty for a guest. */
  readonly segments: ReadonlySignal<readonly number[]>;
  setToken(token: string | null): void;
  clear(): void;
}

export function createSession(initialToken: string | null = null): Session {
  const token = signal<string | null>(initialToken);
  const segments = signal<readonly number[]>([]);
  return {
    token,
    segments,
    setToken: (value) => {
      token.value = value;
    },
    clear: () => {
      token.value = null;
      segments.value = [];
    },
  };
}

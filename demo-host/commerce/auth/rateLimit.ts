// Login rate limiting (issue 5 §4): at most `limit` failed attempts per key within `windowMs`; a success
// clears the key. In memory: one host process serves the API (DESIGN §1.1).
export interface RateLimiter {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number;
  fail(key: string, now: number): void;
  clear(key: string): void;
}

export const LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function createRateLimiter(limit = LOGIN_ATTEMPTS, windowMs = LOGIN_WINDOW_MS): RateLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    retryAfter(key, now) {
      const times = recent(key, now);
      failures.set(key, times);
      return times.length >= limit ? windowMs - (now - times[0]) : 0;
    },
    fail(key, now) {
      const times = recent(key, now);
      times.push(now);
      failures.set(key, times);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}

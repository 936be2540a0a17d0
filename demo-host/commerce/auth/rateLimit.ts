// Attempt limiting: at most `limit` attempts per key within `windowMs`. An attempt is counted when it is
// reserved, before the password is checked, so concurrent attempts cannot all pass one check; a success
// or an attempt that never ran gives its reservation back. In memory: one host process serves the API
// (DESIGN §1.1).
export interface RateLimiter {
  /** Reserves an attempt for `key` at `now`: 0 when it may go ahead (it counts until released), else the ms to wait. */
  reserve(key: string, now: number): number;
  /** Gives back one attempt reserved at `now`: it succeeded, or never ran. */
  release(key: string, now: number): void;
  /** Forgets every attempt of `key` (a successful sign-in to that account). */
  clear(key: string): void;
}

export const LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 100_000;

export function createRateLimiter(limit = LOGIN_ATTEMPTS, windowMs = LOGIN_WINDOW_MS): RateLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) => (attempts.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    reserve(key, now) {
      const times = recent(key, now);
      if (times.length >= limit) {
        attempts.set(key, times);
        return windowMs - (now - times[0]);
      }
      times.push(now);
      attempts.set(key, times);
      if (attempts.size > MAX_KEYS) attempts.delete(attempts.keys().next().value as string);
      return 0;
    },
    release(key, now) {
      const times = attempts.get(key);
      const index = times?.indexOf(now) ?? -1;
      if (index >= 0) times!.splice(index, 1);
    },
    clear(key) {
      attempts.delete(key);
    },
  };
}

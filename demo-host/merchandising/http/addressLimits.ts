import type { Context, MiddlewareHandler } from 'hono';
import type { AttemptCounter, RateLimiter } from '../../commerce/auth/rateLimit';
import { ApiError } from '../../http';

/**
 * Per client address, counted in attempt_slots like the login and error-report limits, so every host instance on one
 * database counts the same calls. The widget sends its impressions at most once a second and a click per tap: 240
 * events a minute from one address is far more than a shopper makes, and what it stops is one machine inventing
 * device ids to lift a product in the ranking (the engagement log counts one of each per device). A budtender answer
 * ranks a whole menu: 60 questions a minute is more than anyone types.
 */
export const EVENTS_PER_ADDRESS: RateLimiter = { kind: 'dm_event_ip', limit: 240, windowMs: 60 * 1000 };
export const BUDTENDER_PER_ADDRESS: RateLimiter = { kind: 'dm_budtender_ip', limit: 60, windowMs: 60 * 1000 };

export interface AddressLimits {
  attempts: AttemptCounter;
  /** The client's address (commerce/auth/clientIp.ts); null: no per-address limit applies (in-process tests). */
  clientIp: (c: Context) => string | null;
  now: () => Date;
}

/** A 429 with Retry-After once the address has used `limiter` up; nothing counted without an address. */
export function limitAddress(limits: AddressLimits, limiter: RateLimiter, what: string): MiddlewareHandler {
  return async (c, next) => {
    const address = limits.clientIp(c);
    if (address !== null) {
      const reservation = await limits.attempts.reserve(limiter, address, limits.now().getTime());
      if ('waitMs' in reservation) {
        const seconds = Math.ceil(reservation.waitMs / 1000);
        throw new ApiError('too_many_requests', `Too many ${what} from this address; try again in ${seconds} s`, undefined, { retry_after: seconds });
      }
    }
    await next();
  };
}

import { ANONYMOUS_ANALYTICS_COOKIE_MONTHS, COOKIE_EXPIRY } from '../constants';
import { PLATFORM_ERROR_CODES, PlatformError } from './PlatformError';

export const ANALYTICS_REGIONS = ['de', 'us'] as const;
export type AnalyticsRegion = (typeof ANALYTICS_REGIONS)[number];

/** 001 §5, §8: the analytics region must be 'de' or 'us'; anything else throws. */
export function parseAnalyticsRegion(value: unknown): AnalyticsRegion {
  if (value === 'de' || value === 'us') return value;
  throw new PlatformError(PLATFORM_ERROR_CODES.invalidAnalyticsRegion, `Analytics region must be 'de' or 'us', got ${JSON.stringify(value) ?? String(value)}`);
}

/** 001 §5, §8: the cookie duration must be an integer; anything else throws. */
export function parseCookieDuration(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw new PlatformError(PLATFORM_ERROR_CODES.invalidCookieDuration, `Cookie duration must be an integer, got ${JSON.stringify(value) ?? String(value)}`);
}

/** 001 §7: the anonymous analytics cookie lasts 6 calendar months from `now` (clamped to the month's end). */
export function anonymousAnalyticsCookieExpiry(now: number): Date {
  const start = new Date(now);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + ANONYMOUS_ANALYTICS_COOKIE_MONTHS);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/** 000 §9, 001 §9: cookies expire in 2038. */
export function persistentCookieExpiry(): Date {
  return new Date(COOKIE_EXPIRY);
}

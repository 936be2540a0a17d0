import { ANONYMOUS_ANALYTICS_COOKIE_MONTHS } from '../constants';

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

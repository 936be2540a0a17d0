const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The waits between a webhook's attempts (docs/api-admin.md § Webhooks): 9 attempts over about two days, so a
 * receiver that is down for a deploy or a night still gets every event; after the last, the delivery has failed.
 */
export const RETRY_DELAYS_MS: readonly number[] = [10 * SECOND, MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR];

/** The wait after `attempts` attempts have failed, or null: no attempt is left and the delivery has failed. */
export function retryDelay(attempts: number, schedule: readonly number[] = RETRY_DELAYS_MS): number | null {
  return schedule[attempts - 1] ?? null;
}

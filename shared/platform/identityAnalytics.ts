import { IDENTITY_ANALYTICS_INTERVAL_MS } from '../constants';

/**
 * 001 §7: identity analytics are posted once per source per 15 minutes. `lastSentAt` is this
 * source's last send; the caller keeps one per source.
 */
export function shouldSendIdentity(lastSentAt: number | null | undefined, now: number): boolean {
  if (lastSentAt == null || !Number.isFinite(lastSentAt) || lastSentAt > now) return true;
  return now - lastSentAt >= IDENTITY_ANALYTICS_INTERVAL_MS;
}

import { FLAG_GUEST_BUCKETS } from '../constants';
import type { FeatureFlag, FeatureFlags, FlagSettings } from './featureFlags';
import { hash32 } from './hash32';

export interface FlagUser {
  id: number | string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** Either kind carries a bucket (one of 1,000,000) that places it in a percentage rollout. */
export type FlagContext =
  { kind: 'user'; key: string; bucket: number; email: string | null; firstName: string | null; lastName: string | null } | { kind: 'anonymous'; key: string; bucket: number };

/** 000 §1: the anonymous bucket of a device, one of 1,000,000, the same on every visit. */
export function guestBucket(deviceId: string): number {
  return hash32(deviceId) % FLAG_GUEST_BUCKETS;
}

/** A signed-in user's bucket: from the user id, so the user sees the same rollout on every device. */
export function userBucket(userId: number | string): number {
  return hash32(`user:${userId}`) % FLAG_GUEST_BUCKETS;
}

/**
 * 000 §1, 001 §6: the flag context holds the user id plus e-mail and names when logged in;
 * otherwise an anonymous bucket derived from the device id. The anonymous key is the bucket, not
 * the device id, so a flag service never learns the device.
 */
export function buildFlagContext(user: FlagUser | null | undefined, deviceId: string): FlagContext {
  if (user) {
    return {
      kind: 'user',
      key: String(user.id),
      bucket: userBucket(user.id),
      email: user.email ?? null,
      firstName: user.first_name ?? null,
      lastName: user.last_name ?? null,
    };
  }
  const bucket = guestBucket(deviceId);
  return { kind: 'anonymous', key: `guest-${bucket}`, bucket };
}

/**
 * Whether a bucket falls inside a rollout of `percent` (0–100, fractions allowed): buckets below
 * percent × 10,000 are in, so raising the percent only ever adds shoppers.
 */
export function isInRollout(bucket: number, percent: number): boolean {
  if (!Number.isFinite(percent) || percent <= 0) return false;
  if (percent >= 100) return true;
  return bucket < (percent / 100) * FLAG_GUEST_BUCKETS;
}

/**
 * The values one context sees of a store's flag settings: true and false as set, a percentage by the context's
 * bucket (isInRollout). `context` is called only when a setting is a percentage.
 */
export function evaluateFlagSettings(settings: FlagSettings, context: FlagContext | (() => FlagContext)): Partial<FeatureFlags> {
  const values: Partial<FeatureFlags> = {};
  for (const [flag, setting] of Object.entries(settings) as [FeatureFlag, FlagSettings[FeatureFlag]][]) {
    if (typeof setting === 'number') values[flag] = isInRollout((typeof context === 'function' ? context() : context).bucket, setting);
    else if (typeof setting === 'boolean') values[flag] = setting;
  }
  return values;
}

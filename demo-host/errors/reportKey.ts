import { createHmac } from 'node:crypto';
import { sameSecret } from '../http';

/**
 * The error-report ingest key (docs/api.md § Error reports). The widget is a public client, so no key it can
 * fetch is a secret: anyone can ask for one. What the key does is bound abuse: it names one existing store and
 * expires within a day, so a script cannot file reports against arbitrary store ids, a copied key stops working,
 * and every key is one more request behind the per-address limit. It is an HMAC with the host's signing secret
 * (CANOPY_SECRET), so no table of keys is kept and every host instance accepts every other's keys; changing the
 * secret revokes them all.
 */
export const REPORT_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ReportKey {
  readonly key: string;
  readonly expiresAt: Date;
}

export function issueReportKey(secret: Buffer, storeId: number, now: Date): ReportKey {
  const expires = Math.floor((now.getTime() + REPORT_KEY_LIFETIME_MS) / 1000);
  return { key: `${storeId}.${expires}.${macOf(secret, storeId, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** The store a key was issued for, or null when it is malformed, forged or expired. */
export function storeOfReportKey(secret: Buffer, key: string, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
  if (!match) return null;
  const storeId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return null;
  return sameSecret(match[3], macOf(secret, storeId, expires)) ? storeId : null;
}

function macOf(secret: Buffer, storeId: number, expires: number): string {
  return createHmac('sha256', secret).update(`canopy-error-report:${storeId}:${expires}`).digest('base64url');
}

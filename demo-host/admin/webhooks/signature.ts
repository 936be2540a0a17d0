import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a webhook's signature travels in (DESIGN §1.7). */
export const SIGNATURE_HEADER = 'Canopy-Signature';

/** How far a signature's timestamp may be from the receiver's clock before it counts as a replay. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

function hmacHex(timestamp: number, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, signed at `at` (DESIGN §1.7). */
export function signatureHeader(body: string, secret: string, at: Date): string {
  const timestamp = unixSeconds(at);
  return `t=${timestamp},v1=${hmacHex(timestamp, body, secret)}`;
}

/**
 * What a receiver runs on each webhook (docs/api-admin.md § Webhooks): true only when one `v1` of the header is the
 * HMAC of "<t>.<body>" under `secret` (compared in constant time) and `t` is within `toleranceSeconds` of `now`,
 * so a captured request cannot be replayed later. `body` must be the raw request body, before any JSON parsing.
 */
export function verifySignature(header: string, body: string, secret: string, now: Date, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value);
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0])) return false;
  const timestamp = Number(timestamps[0]);
  if (Math.abs(unixSeconds(now) - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(timestamp, body, secret), 'hex');
  return parts.some(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? '') && timingSafeEqual(Buffer.from(value, 'hex'), expected));
}

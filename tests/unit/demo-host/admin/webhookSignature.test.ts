import { describe, expect, test } from 'vitest';
import { RETRY_DELAYS_MS, retryDelay, signatureHeader, verifySignature } from '../../../../demo-host/admin/webhooks';

// docs/api-admin.md § Webhooks: Canopy-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> (DESIGN §1.7).

const SECRET = 'canopy-test-webhook-secret-0123456789';
const BODY = '{"id":"6f1c2a9e-0000-4000-8000-000000000001","type":"reservation.created"}';
const T = 1767225600; // 2026-01-01T00:00:00Z
// Computed apart from the code under test: printf '%s' "1767225600.$BODY" | openssl dgst -sha256 -hmac "$SECRET" -hex
const KNOWN_V1 = '4f88981fd9ba2135b25935c3516c6e7049cbd72b6869af18a56c8af34dc6627d';
const at = (seconds: number) => new Date(seconds * 1000);

describe('the signature', () => {
  test('is the HMAC-SHA256 of "<t>.<body>" in the Canopy-Signature layout (a known vector)', () => {
    expect(signatureHeader(BODY, SECRET, at(T))).toBe(`t=${T},v1=${KNOWN_V1}`);
  });

  test('a receiver verifies it with verifySignature', () => {
    expect(verifySignature(`t=${T},v1=${KNOWN_V1}`, BODY, SECRET, at(T + 2))).toBe(true);
  });

  test.each([
    ['another secret', `t=${T},v1=${KNOWN_V1}`, BODY, 'another-secret-0123456789abcdef', T],
    ['a changed body', `t=${T},v1=${KNOWN_V1}`, BODY.replace('created', 'updated'), SECRET, T],
    ['a changed timestamp', `t=${T + 1},v1=${KNOWN_V1}`, BODY, SECRET, T],
    ['older than the 300 s replay window', `t=${T},v1=${KNOWN_V1}`, BODY, SECRET, T + 301],
    ['more than 300 s in the future', `t=${T},v1=${KNOWN_V1}`, BODY, SECRET, T - 301],
    ['no v1', `t=${T}`, BODY, SECRET, T],
    ['no t', `v1=${KNOWN_V1}`, BODY, SECRET, T],
    ['a short v1', `t=${T},v1=${KNOWN_V1.slice(0, 10)}`, BODY, SECRET, T],
    ['a v1 that is not hex', `t=${T},v1=${'z'.repeat(64)}`, BODY, SECRET, T],
    ['no header at all', '', BODY, SECRET, T],
  ])('refuses %s', (_name, header, body, secret, nowSeconds) => {
    expect(verifySignature(header, body, secret, at(nowSeconds))).toBe(false);
  });

  test('accepts any of several v1 values (a secret being rotated) and a wider window when asked', () => {
    const other = 'f'.repeat(64);
    expect(verifySignature(`t=${T},v1=${other},v1=${KNOWN_V1}`, BODY, SECRET, at(T))).toBe(true);
    expect(verifySignature(`t=${T},v1=${KNOWN_V1}`, BODY, SECRET, at(T + 600), 900)).toBe(true);
  });
});

describe('the retry schedule', () => {
  test('waits 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h between attempts', () => {
    expect(RETRY_DELAYS_MS).toEqual([10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000]);
  });

  test.each([
    [1, 10_000],
    [2, 60_000],
    [3, 300_000],
    [8, 86_400_000],
    [9, null],
    [20, null],
  ])('after failed attempt %i the next comes in %s ms (null: the delivery has failed)', (attempts, delay) => {
    expect(retryDelay(attempts)).toBe(delay);
  });

  test('takes another schedule (tests, a host tuning it)', () => {
    expect([1, 2, 3].map((attempts) => retryDelay(attempts, [0, 5]))).toEqual([0, 5, null]);
  });
});

import { describe, expect, test } from 'vitest';
import { isTokenLive, tokenExpiresAt } from '../../../../shared/platform';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

// 001 §4: "Expiry checked against the token exp claim."
describe('session token expiry', () => {
  const exp = 1_800_000_000; // seconds

  test.each([
    ['a second before exp', (exp - 1) * 1000, true],
    ['at exp', exp * 1000, false],
    ['after exp', (exp + 60) * 1000, false],
  ])('%s → live %s', (_name, now, live) => {
    expect(isTokenLive(jwt({ sub: 1, exp }), now)).toBe(live);
  });

  test.each([
    ['no exp claim', jwt({ sub: 1 })],
    ['a string exp', jwt({ exp: String(exp) })],
    ['not a JWT', 'opaque-token'],
    ['a broken payload', 'a.%%%.c'],
  ])('%s is never live', (_name, token) => {
    expect(tokenExpiresAt(token)).toBeNull();
    expect(isTokenLive(token, 0)).toBe(false);
  });

  test('no token is not live', () => {
    expect(isTokenLive(null, 0)).toBe(false);
  });
});

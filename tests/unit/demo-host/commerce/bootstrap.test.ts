import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hostApiOver, openHarness, type Harness } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// 001 §7: GET /bootstrap sets the device-id cookie; 001 §9: the id is 21 characters and cookies expire in 2038.
const PARTNER = 'https://partner.example';
const DEVICE_ID = /^[A-Za-z0-9_-]{21}$/;
let h: Harness;
let host: Hono;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  host = hostApiOver(h, { partnerOrigins: [PARTNER] });
});
afterAll(() => h.close());

function deviceCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith('jdid='));
}

describe('GET /bootstrap', () => {
  test('a first visit gets a new 21-character id, in the body and in a cookie that lasts until 2038', async () => {
    const answer = await h.call('GET', '/bootstrap');
    expect(answer.status).toBe(200);
    expect(answer.body.device_id).toMatch(DEVICE_ID);
    const cookie = deviceCookie(answer.headers)!;
    expect(cookie.split(';')[0]).toBe(`jdid=${answer.body.device_id}`);
    const attributes = cookie.toLowerCase();
    for (const attribute of ['expires=fri, 01 jan 2038 00:00:00 gmt', 'path=/api/v1', 'httponly', 'secure', 'samesite=none', 'partitioned']) {
      expect(attributes).toContain(attribute);
    }
  });

  test('two first visits get two different ids', async () => {
    const [a, b] = await Promise.all([h.call('GET', '/bootstrap'), h.call('GET', '/bootstrap')]);
    expect(a.body.device_id).not.toBe(b.body.device_id);
  });

  test('the cookie is the id: a later visit keeps it, whatever the widget had stored', async () => {
    const first = await h.call('GET', '/bootstrap');
    const again = await h.call('GET', '/bootstrap', { headers: { cookie: `jdid=${first.body.device_id}` }, query: { device_id: 'B'.repeat(21) } });
    expect(again.body).toEqual({ device_id: first.body.device_id });
    expect(deviceCookie(again.headers)).toContain(`jdid=${first.body.device_id}`);
  });

  test.each([
    ['a 21-character id', 'A'.repeat(21)],
    ['a 20-character fingerprint id (001 §4)', 'f'.repeat(20)],
  ])('without a cookie, the id the widget stored is adopted: %s', async (_, stored) => {
    const answer = await h.call('GET', '/bootstrap', { query: { device_id: stored } });
    expect(answer.body).toEqual({ device_id: stored });
    expect(deviceCookie(answer.headers)).toContain(`jdid=${stored}`);
  });

  test.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['not URL-safe', 'a b c d e f g h i j k'],
  ])('a stored id that is %s is refused with a validation', async (_, stored) => {
    const answer = await h.call('GET', '/bootstrap', { query: { device_id: stored } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.any(String), validations: { device_id: expect.any(Array) } });
  });

  test('a cookie that is not an id is replaced', async () => {
    const answer = await h.call('GET', '/bootstrap', { headers: { cookie: 'jdid=%7B%22x%22%3A1%7D' } });
    expect(answer.body.device_id).toMatch(DEVICE_ID);
  });

  test('framelessEmbed: a partner page may call it with credentials (CORS), and the answer is never cached', async () => {
    const answer = await host.request('/bootstrap', { headers: { origin: PARTNER } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(deviceCookie(answer.headers)).toBeDefined();
  });
});

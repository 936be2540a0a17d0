import { describe, expect, test } from 'vitest';
import { createHttp } from '../../../../widget/api/createHttp';
import { DEVICE_ID_KEY } from '../../../../widget/platform/deviceId';
import { safeStorage } from '../../../../widget/platform/safeStorage';
import { createDeviceIdentity } from '../../../../widget/state/deviceIdentity';
import { fakeFetch, json } from '../support/testWidget';

const COOKIE_ID = 'C'.repeat(21);

/** In-memory storage (safeStorage without a Storage keeps its entries in memory) holding `entries`. */
function memoryStorage(entries: Record<string, string> = {}) {
  const storage = safeStorage(() => null);
  for (const [key, value] of Object.entries(entries)) storage.set(key, value);
  return storage;
}

function identity(answer: () => Response | Promise<Response>, stored: Record<string, string> = {}) {
  const fetch = fakeFetch(answer);
  const storage = memoryStorage(stored);
  const http = createHttp({ apiBase: 'https://host.test/api/v1', fetch: fetch.fetch });
  return { device: createDeviceIdentity(storage, http), storage, calls: fetch.calls };
}

describe('the device id at boot (001 §4, §7 GET /bootstrap)', () => {
  test('a first visit: a new 21-character id is stored and sent to /bootstrap with credentials', async () => {
    const { device, storage, calls } = identity(() => json({ device_id: 'x' }));
    const id = device.read();
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(storage.get(DEVICE_ID_KEY)).toBe(id);
    await device.bootstrap();
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/api/v1/bootstrap');
    expect(url.searchParams.get('device_id')).toBe(id);
    expect(calls[0].init.credentials).toBe('include');
  });

  test("the cookie's id wins: it replaces the stored one, in memory and in storage", async () => {
    const { device, storage } = identity(() => json({ device_id: COOKIE_ID }), { [DEVICE_ID_KEY]: 'S'.repeat(21) });
    expect(device.read()).toBe('S'.repeat(21));
    await device.bootstrap();
    expect(device.read()).toBe(COOKIE_ID);
    expect(storage.get(DEVICE_ID_KEY)).toBe(COOKIE_ID);
  });

  test.each([
    ['the host is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the host answers 404 (an older host)', () => json({ message: 'Not found' }, 404)],
    ['the answer is not an id', () => json({ device_id: '<script>' })],
  ])('%s: the stored id stays', async (_, answer) => {
    const stored = 'S'.repeat(21);
    const { device, storage } = identity(answer, { [DEVICE_ID_KEY]: stored });
    await device.bootstrap();
    expect(device.read()).toBe(stored);
    expect(storage.get(DEVICE_ID_KEY)).toBe(stored);
  });

  test('it asks once however often boot code calls it', async () => {
    const { device, calls } = identity(() => json({ device_id: COOKIE_ID }));
    await Promise.all([device.bootstrap(), device.bootstrap()]);
    await device.bootstrap();
    expect(calls).toHaveLength(1);
  });

  test('a stored id the host would refuse (an old longer id) is not sent, and the answered one replaces it', async () => {
    const { device, calls } = identity(() => json({ device_id: COOKIE_ID }), { [DEVICE_ID_KEY]: 'L'.repeat(40) });
    await device.bootstrap();
    expect(new URL(calls[0].url).searchParams.has('device_id')).toBe(false);
    expect(device.read()).toBe(COOKIE_ID);
  });
});

test.each([
  ['the host answered an id (its cookie is set)', () => json({ device_id: COOKIE_ID }), true],
  ['the host did not answer', () => json({ message: 'Not found' }, 404), false],
])('bootstrap resolves whether %s', async (_, answer, expected) => {
  const { device } = identity(answer);
  expect(await device.bootstrap()).toBe(expected);
});

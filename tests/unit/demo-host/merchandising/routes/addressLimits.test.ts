import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAttemptCounter, type AttemptCounter } from '../../../../../demo-host/commerce/auth/rateLimit';
import { BUDTENDER_PER_ADDRESS, EVENTS_PER_ADDRESS } from '../../../../../demo-host/merchandising/http/addressLimits';
import { DEVICE_ID, openDmHarness, type DmHarness } from './dmHarness';

// One machine inventing device ids could lift a product in the ranking (the engagement log counts one of each per
// device): events and budtender questions are limited per client address, as the host's other public writes are.
let dm: DmHarness;
let address = '198.51.100.7';
let counter: AttemptCounter;
beforeAll(async () => {
  // The counter lives in the harness's own database, made with it.
  const attempts: AttemptCounter = { reserve: (...args) => counter.reserve(...args), release: (...args) => counter.release(...args) };
  dm = await openDmHarness({ addressLimits: { attempts, clientIp: () => address, now: () => new Date() } });
  counter = createAttemptCounter(dm.h.db);
}, 60_000);
afterAll(() => dm?.close());

test(`${EVENTS_PER_ADDRESS.limit} events a minute from one address, then 429 with Retry-After; another address is not held up`, async () => {
  const session = (id: string) => dm.post('/v2/event/session', { janeDeviceId: id, distinctId: null, events: [{ name: 'load', at: null }] });
  for (let i = 0; i < EVENTS_PER_ADDRESS.limit; i += 1) expect((await session(DEVICE_ID)).status).toBe(204);
  const refused = await session('zyxwvutsrq9876543210Z');
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^Too many events from this address; try again in \d+ s$/);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  address = '198.51.100.8';
  expect((await session(DEVICE_ID)).status).toBe(204);
}, 60_000);

test(`${BUDTENDER_PER_ADDRESS.limit} budtender questions a minute from one address, then 429`, async () => {
  address = '198.51.100.9';
  const ask = () => dm.post('/v2/virtual-budtender', { store_id: 1, query: 'something to help me sleep', jane_device_id: DEVICE_ID });
  for (let i = 0; i < BUDTENDER_PER_ADDRESS.limit; i += 1) expect((await ask()).status).not.toBe(429);
  expect((await ask()).status).toBe(429);
}, 60_000);

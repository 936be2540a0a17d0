import { afterAll, beforeAll, expect, test } from 'vitest';
import { dmUrl } from '../../../../../shared/merchandising';
import { FINGERPRINT_OFF } from '../../../../../demo-host/merchandising';
import { hostOver, openHarness, type Harness } from '../../commerce/harness';

// DESIGN §1.1: the host API makes the service (mounted at /dm by createHostApp) over the same database.

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h?.close());

test('the host API answers the merchandising service beside /api/v1', async () => {
  const { merchandising } = hostOver(h);
  const answer = await merchandising.request(dmUrl('http://host.test', '/fp/token').replace('http://host.test', ''));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual(FINGERPRINT_OFF);
  const row = await merchandising.request(dmUrl('http://host.test', '/v2/smart').replace('http://host.test', ''), {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ store_id: 1, placement: 'menu_inline' }),
  });
  expect(row.status).toBe(200);
  expect((await row.json()).products.length).toBeGreaterThan(0);
});

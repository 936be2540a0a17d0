import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dmUrl } from '../../../../../shared/merchandising';
import { FINGERPRINT_OFF } from '../../../../../demo-host/merchandising';
import { createHostApp } from '../../../../../demo-host/server/hostApp';
import { hostOver, openHarness, type Harness } from '../../commerce/harness';

// DESIGN §1.1: the host API makes the service over the same database, and the host mounts it at /dm.

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h?.close());

/** The path and query of a service URL on `base`. */
const pathOf = (base: string, path: string) => {
  const url = new URL(dmUrl(base, path));
  return `${url.pathname}${url.search}`;
};

test('the host API answers the merchandising service beside /api/v1', async () => {
  const { merchandising } = hostOver(h);
  const answer = await merchandising.request(pathOf('http://host.test', '/fp/token'));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual(FINGERPRINT_OFF);
  const row = await merchandising.request(pathOf('http://host.test', '/v2/smart'), {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ store_id: 1, placement: 'menu_inline' }),
  });
  expect(row.status).toBe(200);
  expect((await row.json()).products.length).toBeGreaterThan(0);
});

test('createHostApp mounts it at /dm, before the widget pages', async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
  const host = createHostApp({ distDir, api: new Hono(), merchandising: hostOver(h).merchandising, health: async () => true, partnerOrigins: [] });
  const token = await host.request(pathOf('http://host.test/dm', '/fp/token'));
  expect(token.status).toBe(200);
  expect(await token.json()).toEqual(FINGERPRINT_OFF);
  const unknown = await host.request(pathOf('http://host.test/dm', '/v9/nothing'));
  expect(unknown.status).toBe(404);
  expect((await unknown.json()).code).toBe('not_found');
});

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCommerceApi } from '../../../../demo-host/commerce';
import { openHarness, TEST_SECRET, type Harness } from './harness';

let h: Harness;
let host: Hono;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  // As the host mounts it: beside a catalogue app under /api/v1.
  const catalogue = new Hono();
  catalogue.get('/stores/:id', (c) => c.json({ store: { id: Number(c.req.param('id')) } }));
  catalogue.post('/products/:id/reviews', async (c) => c.json({ size: (await c.req.text()).length }, 201));
  host = new Hono();
  host.route('/api/v1', catalogue);
  host.route('/api/v1', createCommerceApi({ db: h.db, dialect: h.dialect, config: { dataDir: h.dir, secret: TEST_SECRET, now: () => h.clock.now } }).app);
}, 60_000);
afterAll(() => h.close());

describe('mounted at /api/v1 beside the catalogue API', () => {
  test('commerce errors keep their { message, validations } shape and status', async () => {
    const r = await host.request('/api/v1/carts?uuid=nope');
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ message: expect.any(String), validations: { uuid: expect.any(Array) } });
  });

  test('commerce routes answer and the catalogue routes still do', async () => {
    expect((await host.request('/api/v1/carts', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(201);
    expect(await (await host.request('/api/v1/stores/1')).json()).toEqual({ store: { id: 1 } });
    expect((await host.request('/api/v1/stores/1/crm_integration')).status).toBe(200);
  });

  test('the commerce body limit does not reach catalogue routes', async () => {
    const big = JSON.stringify({ comment: 'x'.repeat(70 * 1024) });
    const review = await host.request('/api/v1/products/1/reviews', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(review.status).toBe(201);
    const cart = await host.request('/api/v1/carts', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(cart.status).toBe(413);
  });
});

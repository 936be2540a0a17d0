import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { Hono } from 'hono';
import { MAINTENANCE_STATUS } from '../../../../shared/constants';
import { createApi } from '../../../../demo-host/api';
import { apiNotFound } from '../../../../demo-host/http';
import { MenuIndexCache } from '../../../../demo-host/search';
import { PARTNER_ORIGIN, openSeededApi, type SeededApi } from './apiFixture';
import { countingMenus } from './countingMenus';

let api: SeededApi;
beforeAll(async () => {
  api = await openSeededApi({ stores: 2, products: 300 });
}, 60_000);
afterAll(() => api?.close());

const ROUTES = ['/stores', '/stores/1', '/stores/1/menu_products', '/products/1', '/brands', '/categories', '/no/such/route'];

describe('maintenance (000 §8: status 420 on every API call)', () => {
  test.each(ROUTES)('config.maintenance answers 420 to %s', async (path) => {
    const { status, body } = await api.withApi({ config: { maintenance: true } }).json(path);
    expect(status).toBe(MAINTENANCE_STATUS);
    expect(body.message).toMatch(/maintenance/);
  });

  test('CANOPY_MAINTENANCE=1 in the environment answers 420, also to POSTs', async () => {
    const down = api.withApi({ env: { CANOPY_MAINTENANCE: '1' } });
    expect((await down.request('/stores')).status).toBe(420);
    expect((await down.request('/products/1/reviews', { method: 'POST', body: '{}' })).status).toBe(420);
    expect((await api.withApi({ env: { CANOPY_MAINTENANCE: '0' } }).request('/stores')).status).toBe(200);
  });

  test('the admin flag turns maintenance on and off, only with the admin token', async () => {
    const admin = api.withApi({ config: { adminToken: 'secret-token' } });
    const flip = (enabled: boolean, token: string) =>
      admin.request('/admin/maintenance', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ enabled }),
      });
    expect((await flip(true, 'wrong-token')).status).toBe(401);
    expect((await admin.request('/stores')).status).toBe(200);
    expect((await flip(true, 'secret-token')).status).toBe(200);
    expect((await admin.request('/stores')).status).toBe(420);
    expect((await flip(false, 'secret-token')).status).toBe(200);
    expect((await admin.request('/stores')).status).toBe(200);
  });

  test('without a configured admin token the admin route does not exist', async () => {
    const response = await api.request('/admin/maintenance', { method: 'PUT', body: '{"enabled":true}', headers: { Authorization: 'Bearer ' } });
    expect(response.status).toBe(404);
    expect((await api.request('/stores')).status).toBe(200);
  });

  test('a 420 still carries CORS headers, so a frameless widget can read it', async () => {
    const response = await api.withApi({ config: { maintenance: true } }).request('/stores', { headers: { Origin: PARTNER_ORIGIN } });
    expect(response.status).toBe(420);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });
});

describe('CORS: only configured partner origins, with credentials (DESIGN §1.4 framelessEmbed)', () => {
  test('a partner origin is allowed with credentials', async () => {
    const response = await api.request('/stores/1', { headers: { Origin: PARTNER_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  test.each(['https://evil.example', 'null', `${PARTNER_ORIGIN}.evil.example`, 'http://partner.example'])('origin %s is not allowed', async (origin) => {
    const response = await api.request('/stores/1', { headers: { Origin: origin } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a preflight from a partner names the methods and headers; from elsewhere it allows nothing', async () => {
    const preflight = (origin: string) =>
      api.request('/products/1/reviews', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
      });
    const allowed = await preflight(PARTNER_ORIGIN);
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization/);
    const denied = await preflight('https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('answers are JSON data, never markup, and not sniffed', async () => {
    const response = await api.request('/stores/1/menu_products?query=%3Cscript%3E');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('mounted beside another API at /api/v1 (the host mounts the cart API next to it)', () => {
  const host = (maintenance: boolean) => {
    const sibling = new Hono().get('/carts', (c) => c.json({ cart: null }));
    const catalogue = createApi({ db: api.opened.db, dialect: api.opened.dialect, config: { partnerOrigins: [PARTNER_ORIGIN], maintenance }, env: {} });
    return new Hono().route('/api/v1', catalogue).route('/api/v1', sibling).all('/api/v1/*', apiNotFound);
  };

  test('the sibling’s routes still answer, and unknown paths get the JSON 404', async () => {
    expect(await (await host(false).request('/api/v1/carts')).json()).toEqual({ cart: null });
    expect((await host(false).request('/api/v1/stores/1')).status).toBe(200);
    expect((await host(false).request('/api/v1/nothing')).status).toBe(404);
  });

  test('maintenance and CORS guard the sibling’s routes too', async () => {
    expect((await host(true).request('/api/v1/carts')).status).toBe(420);
    const response = await host(false).request('/api/v1/carts', { headers: { Origin: PARTNER_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });
});

describe('config.warmStores', () => {
  test('builds those menu indexes in the background; an unknown store is logged, not thrown', { timeout: 15_000 }, async () => {
    const logged: string[] = [];
    const warm = api.withApi({ config: { warmStores: [1, 4242] }, log: (message) => logged.push(message) });
    await vi.waitFor(() => expect(logged).toEqual(['menu index of store 4242 not warmed']), { timeout: 10_000 });
    expect((await warm.request('/stores/1/menu_products')).status).toBe(200);
  });

  // A host closing while it still warms stops the warm, then closes its database (main.ts): the warm builds no
  // further store, and the build under way, failing as the database goes, is not logged.
  test('stopWarming: no further store is built once it is aborted', { timeout: 30_000 }, async () => {
    const { menus, reads } = countingMenus(api.opened.db);
    const stop = new AbortController();
    const warmed = new Promise<void>((onWarmed) => api.withApi({ menus, config: { warmStores: [1, 2], stopWarming: stop.signal, onWarmed } }));
    stop.abort();
    await warmed;
    expect(reads.menus).toBe(1);
  });

  test('stopWarming: the build under way failing as the database closes is not logged', async () => {
    const logged: string[] = [];
    const stop = new AbortController();
    const closedUnderIt = new MenuIndexCache(async () => {
      stop.abort();
      throw new Error('driver has already been destroyed');
    });
    await new Promise<void>((onWarmed) =>
      api.withApi({ menus: closedUnderIt, config: { warmStores: [1, 2], stopWarming: stop.signal, onWarmed }, log: (message) => logged.push(message) }),
    );
    expect(logged).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { menuChanged } from '../../../../demo-host/search';
import type { MenuProduct } from '../../../../shared/types';
import { addBody, hostApiOver, menuPicks, openHarness, register, TEST_ADMIN_TOKEN, type Harness } from '../commerce/harness';
import { bearerUser, openSeededApi, type SeededApi } from './apiFixture';

// docs/api.md "Caching": catalogue reads are revalidated (ETag, `no-cache`, 304 on If-None-Match), never kept by a
// max-age, so a write shows on the very next request (DESIGN §1.7); answers that depend on who asks are `private`;
// everything else (writes, the cart, accounts, the admin API) stays `no-store`.

let api: SeededApi;
let menu: MenuProduct[];
let specialId: number;

beforeAll(async () => {
  api = await openSeededApi({ stores: 2, products: 300 });
  menu = (await api.json('/stores/1/menu_products?per_page=5')).body.products;
  specialId = (await api.json('/stores/1/specials')).body.specials[0].id;
}, 60_000);
afterAll(() => api?.close());

// {product}, {brand} and {special} are ids from the seeded catalogue.
const CATALOGUE_READS = [
  '/stores',
  '/stores/1',
  '/stores/1/menu_products?sort=recommended&page=1&per_page=24',
  '/materialized_menu_products?store_id=1&product_id={product}',
  '/products/{product}?store_id=1',
  '/products/{product}/stores',
  '/products?per_page=5',
  '/stores/1/specials',
  '/stores/1/specials/{special}',
  '/brands',
  '/brands/{brand}?store_id=1',
  '/brand_specials',
  '/categories?store_id=1',
  '/stores/1/reviews',
  '/products/{product}/reviews',
];
const withIds = (template: string) =>
  template.replace('{product}', String(menu[0].id)).replace('{brand}', String(menu[0].product_brand_id)).replace('{special}', String(specialId));

describe('catalogue reads are revalidated, not kept (DESIGN §1.7)', () => {
  test.each(CATALOGUE_READS)('%s: ETag and no-cache; the same ETag back is a 304 without a body', async (template) => {
    const path = withIds(template);
    const first = await api.request(path);
    expect(first.status, path).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers.get('cache-control'), path).toBe('no-cache');
    const again = await api.request(path, { headers: { 'If-None-Match': etag! } });
    expect(again.status, path).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('an ETag that does not match gets the whole answer', async () => {
    const response = await api.request('/stores/1', { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(response.status).toBe(200);
    expect((await response.json()).store.id).toBe(1);
  });

  test('a write to the menu moves the ETag: the next request with the old one gets the new answer', async () => {
    const path = `/materialized_menu_products?store_id=1&product_id=${menu[0].id}`;
    const before = await api.request(path);
    const etag = before.headers.get('etag')!;
    const weight = menu[0].available_weights[0];
    const dollars = ((await before.json()) as Record<string, number>)[`price_${weight}`];
    // As a writer does it (docs/api.md "Speed"): the row and the store's menu version in one transaction.
    await api.opened.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('menu_products')
        .set({ [`price_${weight}`]: Math.round(dollars * 100) + 100 })
        .where('store_id', '=', 1)
        .where('product_id', '=', menu[0].id)
        .execute();
      await menuChanged(trx, 1);
    });
    const after = await api.request(path, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as Record<string, number>)[`price_${weight}`]).toBe(dollars + 1);
  });

  test.each([
    ['a missing store', '/stores/999999', 404],
    ['a bad parameter', '/stores/1/menu_products?sort=sideways', 400],
  ])('an error (%s) is no-store and has no ETag', async (_, path, status) => {
    const response = await api.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  test('maintenance (420) is no-store, even for an ETag the shopper holds', async () => {
    const etag = (await api.request('/stores/1')).headers.get('etag')!;
    const response = await api.withApi({ config: { maintenance: true } }).request('/stores/1', { headers: { 'If-None-Match': etag } });
    expect(response.status).toBe(420);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('answers that depend on who asks are private', () => {
  const SEGMENT_USER = 7;
  const segmented = () => api.withApi({ authenticate: bearerUser, userSegments: (id) => (id === SEGMENT_USER ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : []) });

  test('a signed-in read is private; an anonymous one is not', async () => {
    const signedIn = await segmented().request('/brand_specials', { headers: { Authorization: `Bearer user-${SEGMENT_USER}` } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    const cookieSession = await segmented().request('/stores/1', { headers: { 'X-Canopy-Session': 'cookie', Cookie: 'canopy_session=abc' } });
    expect(cookieSession.headers.get('cache-control')).toBe('private, no-cache');
    expect((await segmented().request('/brand_specials')).headers.get('cache-control')).toBe('no-cache');
  });

  test("a shopper's special page about their cart is private", async () => {
    const response = await api.request(`/stores/1/specials/${specialId}?cart_uuid=some-cart`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  test("one user's ETag never gets another user a 304 for an answer that differs", async () => {
    const mine = await segmented().request('/brand_specials', { headers: { Authorization: `Bearer user-${SEGMENT_USER}` } });
    const anonymous = await segmented().request('/brand_specials');
    const [myBody, anonymousBody] = [await mine.text(), await anonymous.text()];
    expect(myBody).not.toBe(anonymousBody);
    const theirs = await segmented().request('/brand_specials', { headers: { Authorization: 'Bearer user-8', 'If-None-Match': mine.headers.get('etag')! } });
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).toBe(anonymousBody);
  });
});

describe('writes, the cart, accounts and the admin API stay no-store', () => {
  let h: Harness;
  let call: (path: string, init?: RequestInit) => Promise<Response>;
  beforeAll(async () => {
    h = await openHarness();
    const app = hostApiOver(h, { adminToken: TEST_ADMIN_TOKEN });
    call = async (path, init) => app.request(path, init);
  }, 60_000);
  afterAll(() => h?.close());

  test('a cart, a sign-in, a device id and an admin read: no-store, no ETag', async () => {
    const [pick] = await menuPicks(h.db, 1);
    const added = await call('/cart_products', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(addBody(1, pick)) });
    expect(added.status).toBe(201);
    const cartUuid = ((await added.json()) as { cart_uuid: string }).cart_uuid;
    const { token } = await register(h, 'caching@example.com');
    const answers = [
      added,
      await call(`/carts?uuid=${cartUuid}`),
      await call('/whoami', { headers: { Authorization: `Bearer ${token}` } }),
      await call('/bootstrap'),
      await call('/admin/stores/1/settings', { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } }),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBeLessThan(300);
      expect(response.headers.get('cache-control'), response.url).toBe('no-store');
      expect(response.headers.get('etag'), response.url).toBeNull();
    }
  });
});

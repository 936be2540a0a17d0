import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addBody, menuPicks, openHarness, register, type Harness } from './harness';

vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let token: string;
let uuid: string;
const V = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  token = (await register(h, 'bad-input@example.com')).token;
  const [pick] = await menuPicks(h.db, 1);
  uuid = (await h.call('POST', '/cart_products', { body: addBody(1, pick), token })).body.cart_uuid;
}, 60_000);
afterAll(() => h.close());

type Row = [method: string, path: string, input: { body?: unknown; query?: Record<string, string> }, field: string, auth?: boolean];

// One bad input per route of docs/api-commerce.md, each naming the field the 400 must name.
const rows = (): Row[] => [
  ['GET', '/whoami', { query: { ref: 'x'.repeat(300) } }, 'ref'],
  ['POST', '/sessions', { body: { user: { email: 'a@b.co', password: 5 } } }, 'user.password'],
  ['POST', '/auth/google_oauth2/callback', { body: { code: 5 } }, 'code'],
  ['POST', '/users/id_tokens/apple', { body: {} }, 'id_token'],
  ['POST', '/users', { body: { user: 'me' } }, 'user'],
  ['PUT', '/users', { body: { user: { email: 5 } } }, 'user.email', true],
  ['POST', '/password_resets', { body: { email: 5 } }, 'email'],
  ['PUT', '/password_resets', { body: { token: 'abc' } }, 'password'],
  ['PATCH', '/documents', { body: { document: { birth_date: 'yesterday' } } }, 'birth_date', true],
  ['POST', '/carts', { body: { store_id: 'one' } }, 'store_id'],
  ['GET', '/carts', { query: { uuid: 'nope' } }, 'uuid'],
  ['GET', '/carts/get_for_user', { query: { store_id: 'abc' } }, 'store_id', true],
  ['PATCH', '/carts', { body: { uuid: 'x' } }, 'uuid'],
  ['DELETE', '/carts', { query: { uuid: '1' } }, 'uuid'],
  ['POST', '/cart_products', { body: { store_id: 1 } }, 'product'],
  ['PATCH', '/cart_products/abc', { body: { cart_uuid: V, product: { count: 1, price_id: 'each' } } }, 'productId'],
  ['DELETE', '/cart_products/1', { query: { cart_uuid: V, price_id: 'pound' } }, 'price_id'],
  ['DELETE', '/cart_products/unavailable', { query: { cart_uuid: 'bad' } }, 'cart_uuid'],
  ['GET', '/carts/get_unavailable_product_ids', { query: {} }, 'uuid'],
  ['PATCH', '/carts/optimize_specials', { body: { uuid: V, reservation_mode: 'boat' } }, 'reservation_mode'],
  ['DELETE', '/carts/changed_special_flag', { query: { uuid: 'x' } }, 'uuid'],
  ['GET', '/carts/find_bundle_specials', { query: { uuid: V, touched_product_id: '-1' } }, 'touched_product_id'],
  ['GET', '/carts/lookup_sales_tax_rate', { query: { uuid: V, reservation_mode: 'boat' } }, 'reservation_mode'],
  ['GET', '/pos_cart', { query: { zipcode: '90026' } }, 'cart_uuid'],
  ['POST', '/carts/apply_crm_redemption', { body: { cart_uuid: V } }, 'reward_name'],
  ['DELETE', '/carts/remove_crm_redemption', { query: { cart_uuid: V, id: 'x' } }, 'id'],
  ['POST', '/carts/initiate_crm_auth', { body: {} }, 'cart_uuid'],
  ['GET', '/stores/abc/crm_integration', { query: {} }, 'id'],
  ['POST', '/carts/checkout', { body: { cart_uuid: V, payment_method: 'cash', reservation_start_window: 'soon' } }, 'reservation_start_window'],
  ['GET', '/reservations', { query: { page: '0' } }, 'page', true],
  ['GET', '/reservations/abc', {}, 'id', true],
  ['POST', '/reservations/1/review', { body: { rating: 9 } }, 'rating', true],
  ['GET', '/reservation_receipt/not-a-uuid', {}, 'uuid'],
];

describe('every route answers bad input with 400 { message, validations } naming the field', () => {
  test.each(rows())('%s %s', async (method, path, input, field, auth) => {
    const r = await h.call(method, path, { ...input, token: auth ? token : undefined });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.message).toEqual(expect.any(String));
    expect(Object.keys(r.body.validations).some((k) => k === field || k.endsWith(`.${field}`) || k.startsWith(`${field}.`))).toBe(true);
  });
});

const GARBAGE: unknown[] = ['not json {', '[]', '"text"', '123', 'null', JSON.stringify({ a: { b: { c: [1, 2, { d: null }] } } }), JSON.stringify({ uuid: { $gt: '' }, cart_uuid: ['x'], store_id: 1e308, product: { count: 'NaN' } })];
const ROUTES = [...new Set(rows().map(([m, p]) => `${m} ${p}`))];

describe('never a 5xx', () => {
  test.each(ROUTES)('%s with garbage bodies and queries', async (route) => {
    const [method, path] = route.split(' ');
    for (const body of GARBAGE) {
      for (const withToken of [false, true]) {
        const hasBody = method !== 'GET';
        const r = await h.call(method, path, { body: hasBody ? (body as string) : undefined, query: { uuid: String(body), cart_uuid: uuid, id: '1e99' }, token: withToken ? token : 'garbage.token.here' });
        expect(r.status, `${route} ${String(body)} → ${JSON.stringify(r.body)}`).toBeLessThan(500);
      }
    }
  });
});

describe('oversized bodies are a 413', () => {
  test.each(ROUTES.filter((r) => !r.startsWith('GET')))('%s with 70 KB', async (route) => {
    const [method, path] = route.split(' ');
    const r = await h.call(method, path, { body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }), token });
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/larger than/);
  });
});

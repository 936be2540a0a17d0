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
  ['POST', '/password_resets', { body: { email: 'a@b.co', mode_base: '/embed/menu' } }, 'mode_base'],
  ['POST', '/password_resets/check', { body: { token: 5 } }, 'token'],
  ['PUT', '/password_resets', { body: { token: 'abc' } }, 'password'],
  ['POST', '/users', { body: { user: { email: 'link@example.com', password: 'correct horse battery' }, reservation_uuid: 'nope' } }, 'reservation_uuid'],
  ['DELETE', '/sessions', { query: { all: 'yes please' } }, 'all', true],
  ['POST', '/contact_messages', { body: { subject: 5, message: 'Hi' } }, 'subject', true],
  ['POST', '/contact_messages', { body: { subject: 'Hi', message: 'Hi', reservation_id: 'mine' } }, 'reservation_id', true],
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
  ['POST', '/carts/checkout', { body: { cart_uuid: V, payment_method: 'cash', mode_base: 'https://evil.example' } }, 'mode_base'],
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

// PostgreSQL text cannot hold U+0000 (SQLite can): every text input is refused at the edge, the same on both
// databases, whether it comes in a JSON body, a query string, a path or a multipart form.
const NUL = 'a\u0000b';
const nulRows = (): Row[] => [
  ['POST', '/users', { body: { user: { email: `x${NUL}@example.com`, password: 'correct horse battery' } } }, 'user.email'],
  ['POST', '/users', { body: { user: { email: 'nul-name@example.com', password: 'correct horse battery', first_name: NUL } } }, 'user.first_name'],
  ['PUT', '/users', { body: { user: { nickname: NUL } } }, 'user.nickname', true],
  ['POST', '/sessions', { body: { user: { email: `x${NUL}@example.com`, password: 'whatever' } } }, 'user.email'],
  ['POST', '/sessions', { body: { user: { email: 'bad-input@example.com', password: NUL } } }, 'user.password'],
  ['POST', '/password_resets', { body: { email: `x${NUL}@example.com` } }, 'email'],
  ['POST', '/password_resets', { body: { email: 'a@b.co', mode_base: `/embed${NUL}` } }, 'mode_base'],
  ['POST', '/password_resets/check', { body: { token: NUL } }, 'token'],
  ['PUT', '/password_resets', { body: { token: NUL, password: 'correct horse battery' } }, 'token'],
  ['POST', '/users', { body: { user: { email: 'nul-link@example.com', password: 'correct horse battery' }, reservation_uuid: NUL } }, 'reservation_uuid'],
  ['DELETE', '/sessions', { query: { all: NUL } }, 'all', true],
  ['POST', '/contact_messages', { body: { subject: NUL, message: 'Hi' } }, 'subject', true],
  ['POST', '/contact_messages', { body: { subject: 'Hi', message: NUL } }, 'message', true],
  ['POST', '/auth/google_oauth2/callback', { body: { code: NUL } }, 'code'],
  ['POST', '/users/id_tokens/apple', { body: { id_token: 'x.y.z', first_name: NUL } }, 'first_name'],
  ['GET', '/whoami', { query: { ref: NUL } }, 'ref'],
  ['POST', '/carts', { body: { store_id: 1, j_device_id: NUL } }, 'j_device_id'],
  ['POST', '/carts', { body: { store_id: 1, user_agent: NUL } }, 'user_agent'],
  ['GET', '/carts', { query: { uuid: V, street: NUL } }, 'street'],
  ['GET', '/carts', { query: { uuid: `${V}\u0000` } }, 'uuid'],
  ['PATCH', '/carts', { body: { uuid: V, promo_code: NUL } }, 'promo_code'],
  ['PATCH', '/carts', { body: { uuid: V, delivery_address: { street: NUL } } }, 'delivery_address.street'],
  ['POST', '/cart_products', { body: { ...addBody(1, { product_id: 1, price_id: 'gram' }), j_device_id: NUL } }, 'j_device_id'],
  ['POST', '/cart_products', { body: { ...addBody(1, { product_id: 1, price_id: 'gram' }), user_agent: NUL } }, 'user_agent'],
  ['POST', '/cart_products', { body: { ...addBody(1, { product_id: 1, price_id: 'gram' }), tags: { [`k${NUL}`]: 'v' } } }, 'tags'],
  ['PATCH', '/cart_products/1%00', { body: { cart_uuid: V, product: { count: 1, price_id: 'gram' } } }, 'productId'],
  ['DELETE', '/cart_products/1', { query: { cart_uuid: V, price_id: `gram${NUL}` } }, 'price_id'],
  ['PATCH', '/carts/optimize_specials', { body: { uuid: V, promo_code: NUL } }, 'promo_code'],
  ['GET', '/carts/lookup_sales_tax_rate', { query: { uuid: V, city: NUL } }, 'city'],
  ['GET', '/pos_cart', { query: { cart_uuid: V, zipcode: NUL } }, 'zipcode'],
  ['POST', '/carts/apply_crm_redemption', { body: { cart_uuid: V, reward_name: NUL } }, 'reward_name'],
  ['GET', '/stores/1/crm_integration', { query: { email: NUL } }, 'email'],
  ['POST', '/carts/checkout', { body: { cart_uuid: V, payment_method: 'cash', notes: NUL } }, 'notes'],
  ['POST', '/carts/checkout', { body: { cart_uuid: V, payment_method: 'cash', contact: { first_name: NUL, last_name: 'B', email: 'a@b.co' } } }, 'contact.first_name'],
  ['PATCH', '/documents', { body: { document: { first_name: NUL } } }, 'first_name', true],
  ['POST', '/reservations/1/review', { body: { rating: 5, comment: NUL } }, 'comment', true],
  ['GET', '/reservation_receipt/%00', {}, 'uuid'],
];

const namesField = (validations: Record<string, string[]>, field: string) =>
  Object.keys(validations ?? {}).some((k) => k === field || k.endsWith(`.${field}`) || k.startsWith(`${field}.`));

describe('a NUL character in any text input is a 400 naming the field, on SQLite and PostgreSQL', () => {
  test.each(nulRows())('%s %s', async (method, path, input, field, auth) => {
    const r = await h.call(method, path, { ...input, token: auth ? token : undefined });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.validations[Object.keys(r.body.validations)[0]]).toEqual(['must not contain NUL characters']);
    expect(namesField(r.body.validations, field), JSON.stringify(r.body)).toBe(true);
  });

  test.each([['first_name'], ['document[last_name]'], ['birth_date']])('PATCH /documents multipart text field %s', async (name) => {
    const form = new FormData();
    form.append(name, NUL);
    const response = await h.app.request('/documents', { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(namesField(body.validations, name.replace(/^document\[(.+)\]$/, '$1'))).toBe(true);
  });
});

const GARBAGE: unknown[] = [
  'not json {',
  '[]',
  '"text"',
  '123',
  'null',
  JSON.stringify({ a: { b: { c: [1, 2, { d: null }] } } }),
  JSON.stringify({ uuid: { $gt: '' }, cart_uuid: ['x'], store_id: 1e308, product: { count: 'NaN' } }),
  JSON.stringify({ email: 'a\u0000', user: { email: '\u0000' }, j_device_id: '\u0000', promo_code: '\u0000' }),
  'nul\u0000',
];
// Routes that take no input have no bad-input row, but get the garbage all the same.
const ROUTES = [...new Set([...rows().map(([m, p]) => `${m} ${p}`), 'GET /auth/providers'])];

describe('never a 5xx', () => {
  test.each(ROUTES)('%s with garbage bodies and queries', async (route) => {
    const [method, path] = route.split(' ');
    // Signing out would end the session every other route here uses: that route gets one of its own.
    const signsOut = route === 'DELETE /sessions';
    for (const body of GARBAGE) {
      for (const withToken of [false, true]) {
        const hasBody = method !== 'GET';
        const own =
          signsOut && withToken ? (await h.call('POST', '/sessions', { body: { user: { email: 'bad-input@example.com', password: 'correct horse battery' } } })).body.token : token;
        const r = await h.call(method, path, {
          body: hasBody ? (body as string) : undefined,
          query: { uuid: String(body), cart_uuid: uuid, id: '1e99' },
          token: withToken ? own : 'garbage.token.here',
        });
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

import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Database } from '../../../../demo-host/db';
import { API_ERROR_STATUS, SERVER_ERROR_MESSAGE, type ApiErrorCode } from '../../../../demo-host/http';
import { hostApiOver, addBody, menuPicks, openHarness, type Harness } from '../commerce/harness';
import { captureLog } from '../log/captureLog';

vi.setConfig({ testTimeout: 30_000 });

// docs/api.md, docs/api-commerce.md: every error of /api/v1, catalogue and commerce routes alike, is one body
// `{ message, code, validations?, ...details }`, with the status of its code, as JSON, with the partner's CORS headers.

const PARTNER = 'https://partner.example';
const V = '00000000-0000-4000-8000-000000000000';
const NUL = 'a\u0000b';
const OVERSIZED = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });

let h: Harness;
let api: Hono;
let token: string;

function hostApi(db: Kysely<Database> = h.db, maintenance = false): Hono {
  return hostApiOver(h, { db, partnerOrigins: [PARTNER], maintenance });
}

type Input = { body?: unknown; form?: Record<string, string>; auth?: boolean };

async function ask(on: Hono, method: string, path: string, input: Input = {}) {
  const headers: Record<string, string> = { origin: PARTNER };
  let body: BodyInit | undefined;
  if (input.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(input.form)) form.append(name, value);
    body = form;
  } else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
  }
  if (input.auth) headers.authorization = `Bearer ${token}`;
  const response = await on.request(path, { method, headers, body });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

function expectErrorShape(answer: Awaited<ReturnType<typeof ask>>, code: ApiErrorCode, field?: string) {
  const { status, headers, body } = answer;
  expect(status, JSON.stringify(body)).toBe(API_ERROR_STATUS[code]);
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(headers.get('access-control-allow-origin')).toBe(PARTNER);
  expect(body).toMatchObject({ message: expect.any(String), code });
  if (status === 400 || field) {
    for (const messages of Object.values(body.validations)) expect(messages).toEqual([expect.any(String)]);
  }
  if (field) expect(Object.keys(body.validations)).toContain(field);
}

beforeAll(async () => {
  h = await openHarness({ stores: 2 });
  api = hostApi();
  const signUp = await ask(api, 'POST', '/users', { body: { user: { email: 'error-shape@example.com', password: 'correct horse battery' } } });
  token = signUp.body.token;
}, 60_000);
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

type Row = [family: string, method: string, path: string, input: Input, code: ApiErrorCode, field?: string];

// One bad request per kind of failure and route family. Validations name a query or path parameter by its name
// (`kind`, not `kind.0`), a body field by its dot path (`user.password`).
const ROWS: Row[] = [
  ['catalogue query', 'GET', '/stores?per_page=0', {}, 'bad_request', 'per_page'],
  ['catalogue list query', 'GET', '/stores/1/menu_products?kind=weed', {}, 'bad_request', 'kind'],
  ['catalogue unknown parameter', 'GET', '/stores?percent=1', {}, 'bad_request', 'percent'],
  ['catalogue NUL in a query', 'GET', '/stores?city=a%00b', {}, 'bad_request', 'city'],
  ['catalogue path', 'GET', '/stores/abc', {}, 'bad_request', 'id'],
  ['catalogue unknown id', 'GET', '/stores/4242', {}, 'not_found'],
  ['catalogue sign-in needed', 'POST', '/products/1/reviews', { body: { rating: 5 } }, 'unauthorized'],
  ['catalogue body', 'POST', '/products/1/reviews', { body: { rating: 9 }, auth: true }, 'bad_request', 'rating'],
  ['catalogue body not JSON', 'POST', '/products/1/reviews', { body: '{rating', auth: true }, 'bad_request', 'body'],
  ['catalogue body too large', 'POST', '/products/1/reviews', { body: OVERSIZED, auth: true }, 'too_large'],
  ['catalogue admin route without a token configured', 'PUT', '/admin/maintenance', { body: { enabled: true } }, 'not_found'],
  ['commerce body', 'POST', '/carts', { body: { store_id: 'one' } }, 'bad_request', 'store_id'],
  ['commerce nested body', 'POST', '/sessions', { body: { user: { email: 'a@b.co', password: 5 } } }, 'bad_request', 'user.password'],
  ['commerce NUL in a body', 'PATCH', '/carts', { body: { uuid: V, delivery_address: { street: NUL } } }, 'bad_request', 'delivery_address.street'],
  ['commerce query', 'GET', '/carts?uuid=nope', {}, 'bad_request', 'uuid'],
  ['commerce path', 'GET', '/reservations/abc', { auth: true }, 'bad_request', 'id'],
  ['commerce multipart field', 'PATCH', '/documents', { form: { first_name: NUL }, auth: true }, 'bad_request', 'first_name'],
  ['commerce body not JSON', 'POST', '/carts', { body: '{store_id' }, 'bad_request', 'body'],
  ['commerce unknown cart', 'GET', `/carts?uuid=${V}`, {}, 'not_found'],
  ['commerce sign-in needed', 'PUT', '/users', { body: { user: { nickname: 'x' } } }, 'unauthorized'],
  ['commerce rule', 'PUT', '/users', { body: { user: { email: '' } }, auth: true }, 'unprocessable', 'email'],
  ['commerce body too large', 'POST', '/carts', { body: OVERSIZED }, 'too_large'],
  ['commerce not configured', 'POST', '/auth/google_oauth2/callback', { body: { code: 'x' } }, 'not_configured'],
  ['unknown API path', 'GET', '/no/such/route', {}, 'not_found'],
  ['unknown method of a known path', 'DELETE', '/stores', {}, 'not_found'],
];

describe('every route family answers the same error body', () => {
  test.each(ROWS)('%s: %s %s', async (_family, method, path, input, code, field) => {
    expectErrorShape(await ask(api, method, path, input), code, field);
  });

  test('a conflict keeps its details beside the common fields', async () => {
    const [first] = await menuPicks(h.db, 1);
    const [other] = await menuPicks(h.db, 2);
    const added = await ask(api, 'POST', '/cart_products', { body: addBody(1, first) });
    const answer = await ask(api, 'POST', '/cart_products', { body: addBody(2, other, 1, added.body.cart_uuid) });
    expectErrorShape(answer, 'cart_store_mismatch');
    expect(answer.body.action).toBe('replace_cart');
  });

  test.each([
    ['GET', '/stores'],
    ['GET', `/carts?uuid=${V}`],
    ['POST', '/users'],
    ['GET', '/no/such/route'],
  ])('maintenance answers %s %s with 420, code maintenance and Retry-After (000 §8)', async (method, path) => {
    const answer = await ask(hostApi(h.db, true), method, path, method === 'POST' ? { body: {} } : {});
    expectErrorShape(answer, 'maintenance');
    expect(answer.body.retry_after).toBe(60);
    expect(answer.headers.get('retry-after')).toBe('60');
  });

  test.each([
    ['catalogue', '/stores/1'],
    ['commerce', `/carts?uuid=${V}`],
  ])('a failure on our side in the %s routes is a logged 500 with a generic message', async (_family, path) => {
    const logged = captureLog();
    const failure = new Error('the database went away: password=hunter2');
    const broken = new Proxy(h.db, {
      get(target, property) {
        if (property === 'selectFrom')
          return () => {
            throw failure;
          };
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const answer = await ask(hostApi(broken), 'GET', path);
    expectErrorShape(answer, 'server_error');
    expect(answer.body).toEqual({ message: SERVER_ERROR_MESSAGE, code: 'server_error' });
    logged.restore();
    expect(logged.lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringContaining(`GET ${path.split('?')[0]} failed`), err: expect.objectContaining({ message: failure.message }) }),
    );
  });
});

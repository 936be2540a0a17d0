import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_MAX_BODY_BYTES } from '../../../../demo-host/api';
import { bearerUser, openSeededApi, type SeededApi } from './apiFixture';

let api: SeededApi;
beforeAll(async () => {
  api = (await openSeededApi()).withApi({ authenticate: bearerUser });
}, 60_000);
afterAll(() => api?.close());

// Every route parses its input at the edge (STYLE 4): no input makes any route answer 5xx.
const NASTY = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999999',
  String(Number.MAX_SAFE_INTEGER),
  'NaN',
  'Infinity',
  'true',
  '',
  ' ',
  "1' OR '1'='1",
  '1; DROP TABLE stores; --',
  "' UNION SELECT * FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%00',
  '\u0000',
  '../../etc/passwd',
  'x'.repeat(5000),
  '🌿'.repeat(50),
  '[]',
  '{}',
  'null',
];

const QUERY_NAMES: Record<string, string[]> = {
  '/stores': ['country', 'state', 'city', 'lat', 'long', 'radius', 'mode', 'medical', 'recreational', 'page', 'per_page'],
  '/stores/1/menu_products': [
    'query',
    'sort',
    'page',
    'per_page',
    'kind',
    'category',
    'brand',
    'brand_subtype',
    'root_types',
    'available_weights',
    'feelings',
    'activities',
    'has_brand_discount',
    'compound_names',
    'percent_thc_min',
    'percent_thc_max',
    'percent_cbd_min',
    'percent_cbd_max',
    'bucket_price_min',
    'bucket_price_max',
  ],
  '/products/1': ['store_id'],
  '/products': ['query', 'brand_id', 'store_id', 'kind', 'category', 'page', 'per_page'],
  '/materialized_menu_products': ['store_id', 'product_id'],
  '/brands': ['query', 'store_id', 'page', 'per_page'],
  '/brands/1': ['store_id'],
  '/brand_specials': ['store_id', 'brand_id', 'app_mode'],
  '/categories': ['store_id'],
  '/stores/1/specials/1': ['cart_uuid'],
  '/stores/1/reviews': ['page', 'per_page'],
  '/products/1/reviews': ['page', 'per_page'],
};

const PATH_TEMPLATES = [
  '/stores/{x}',
  '/stores/{x}/menu_products',
  '/stores/{x}/specials',
  '/stores/1/specials/{x}',
  '/stores/{x}/reviews',
  '/products/{x}',
  '/products/{x}/stores',
  '/products/{x}/reviews',
  '/brands/{x}',
];

/** STYLE §5: every API error is `{ message, validations? }`; validations map a field to its messages. */
const ErrorBodySchema = v.looseObject({
  message: v.string(),
  validations: v.optional(v.record(v.string(), v.array(v.string()))),
});

async function expectHandled(path: string, init?: RequestInit) {
  const response = await api.request(path, init);
  const text = await response.text();
  expect(response.status, `${init?.method ?? 'GET'} ${path.slice(0, 120)} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  if (response.status >= 400) expect(v.safeParse(ErrorBodySchema, body).issues).toBeUndefined();
  return { status: response.status, body };
}

describe('bad input never gives a 5xx (STYLE 4)', { timeout: 30_000 }, () => {
  test.each(Object.keys(QUERY_NAMES))('every query parameter of %s', async (route) => {
    for (const name of QUERY_NAMES[route]) {
      for (const value of NASTY) await expectHandled(`${route}?${name}=${encodeURIComponent(value)}`);
      await expectHandled(`${route}?${name}=a&${name}=b&${name}=${encodeURIComponent(NASTY.join(','))}`);
    }
  });

  test.each(PATH_TEMPLATES)('every path id of %s', async (template) => {
    for (const value of NASTY.filter((x) => x !== '' && !x.includes('/'))) {
      await expectHandled(template.replace('{x}', encodeURIComponent(value)));
    }
  });

  test.each([
    ['per_page=-1', 'per_page'],
    ['per_page=100000', 'per_page'],
    ['page=0', 'page'],
    ['sort=cheapest', 'sort'],
    ['kind=weed', 'kind'],
    ['category=ruderalis', 'category'],
    ['available_weights=kilo', 'available_weights'],
    ['percent_thc_min=-5', 'percent_thc_min'],
    ['percent_thc_max=101', 'percent_thc_max'],
    ['bucket_price_min=abc', 'bucket_price_min'],
  ])('menu search %s is a 400 naming %s', async (query, field) => {
    const { status, body } = await expectHandled(`/stores/1/menu_products?${query}`);
    expect(status).toBe(400);
    expect(body.validations).toHaveProperty(field);
  });

  // docs/api.md: every filter of the menu search is checked; a misspelt or unknown one is not silently ignored.
  test.each([
    ['percent_thc=abc', 'percent_thc'],
    ['percent_thc=20', 'percent_thc'],
    ['percent_cbd=5', 'percent_cbd'],
    ['bucket_price=10', 'bucket_price'],
    ['price_min=10', 'price_min'],
    ['kinds=flower', 'kinds'],
    ['percent_thc_min=abc', 'percent_thc_min'],
    ['percent_thc_max=', 'percent_thc_max'],
    ['percent_cbd_min=-0.5', 'percent_cbd_min'],
    ['percent_cbd_max=100.5', 'percent_cbd_max'],
    ['percent_cbd_max=1e2', 'percent_cbd_max'],
    ['bucket_price_min=NaN', 'bucket_price_min'],
    ['bucket_price_max=1000001', 'bucket_price_max'],
    ['percent_thc_min=5&percent_thc_min=abc', 'percent_thc_min'],
    ['sort=price-asc&sort=nonsense', 'sort'],
    ['page=abc', 'page'],
    ['page=10001', 'page'],
    ['per_page=1.5', 'per_page'],
    ['per_page=101', 'per_page'],
    ['has_brand_discount=maybe', 'has_brand_discount'],
    ['sort=', 'sort'],
    [`query=${'x'.repeat(201)}`, 'query'],
    [`brand=${'x'.repeat(101)}`, 'brand'],
    [`feelings=${Array.from({ length: 51 }, (_, i) => `f${i}`).join(',')}`, 'feelings'],
  ])('menu search filter %s is a 400 naming %s', async (query, field) => {
    const { status, body } = await expectHandled(`/stores/1/menu_products?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
    expect(body.validations).toHaveProperty(field);
  });

  test.each([
    ['/stores?radius=abc&lat=34&long=-118', 'radius'],
    ['/stores?medical=maybe', 'medical'],
    ['/stores?per_page=101', 'per_page'],
    ['/stores?limit=5', 'limit'],
    ['/stores?page=1&page=2', 'page'],
    ['/products?kind=weed', 'kind'],
    ['/products?brand_id=abc', 'brand_id'],
    ['/products?sale=true', 'sale'],
    ['/products/1?store=1', 'store'],
    ['/brands?per_page=201', 'per_page'],
    ['/brands?sort=name', 'sort'],
    ['/brands/1?store_id=x', 'store_id'],
    ['/categories?store=1', 'store'],
    ['/brand_specials?brand_id=x', 'brand_id'],
    ['/stores/1/specials/1?cart=1', 'cart'],
    ['/stores/1/reviews?per_page=0', 'per_page'],
    ['/products/1/reviews?sort=new', 'sort'],
    ['/materialized_menu_products?store_id=1&product_id=1&weight=gram', 'weight'],
  ])('catalogue list %s is a 400 naming %s', async (path, field) => {
    const { status, body } = await expectHandled(path);
    expect(status).toBe(400);
    expect(body.validations).toHaveProperty(field);
  });

  test("the widget's own menu queries still answer", async () => {
    const path =
      '/stores/1/menu_products?query=a&sort=price-asc-eighth_ounce&page=1&per_page=24&kind=flower,vape&category=indica&percent_thc_min=0&percent_thc_max=100&bucket_price_max=500';
    expect((await expectHandled(path)).status).toBe(200);
  });

  test('a minimum above its maximum is a 400', async () => {
    expect((await expectHandled('/stores/1/menu_products?percent_thc_min=30&percent_thc_max=10')).status).toBe(400);
  });

  test.each([
    ['/stores?mode=teleport'],
    ['/stores?country=atlantis'],
    ['/stores?state=gondor'],
    ['/stores?lat=91&long=0'],
    ['/stores?lat=10'],
    ['/brand_specials?app_mode=spaceship'],
    ['/stores/abc'],
    ['/stores/-1'],
    ['/stores/99999999999999999999'],
  ])('%s is a 400 with validations', async (path) => {
    const { status, body } = await expectHandled(path);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.validations).toBeTypeOf('object');
  });

  test('injection strings are data: a search for SQL finds nothing and the tables survive', async () => {
    for (const value of NASTY.slice(12, 17)) {
      const { status, body } = await expectHandled(`/stores/1/menu_products?query=${encodeURIComponent(value)}`);
      expect(status).toBe(200);
      expect(body.nb_hits).toBe(0);
      expect((await expectHandled(`/products?query=${encodeURIComponent(value)}`)).status).toBe(200);
    }
    expect((await expectHandled('/stores/1')).status).toBe(200);
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    expectHandled('/products/1/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer user-1', ...headers },
      body,
    });

  test.each([
    ['not json', '{rating: 5'],
    ['a list', '[1,2,3]'],
    ['null', 'null'],
    ['a string', '"five"'],
    ['rating as text', '{"rating":"5"}'],
    ['rating 0', '{"rating":0}'],
    ['rating 6', '{"rating":6}'],
    ['rating 4.5', '{"rating":4.5}'],
    ['huge rating', '{"rating":1e308}'],
    ['comment too long', JSON.stringify({ rating: 5, comment: 'x'.repeat(2001) })],
    ['feelings not a list', '{"rating":5,"feelings":"happy"}'],
    ['too many feelings', JSON.stringify({ rating: 5, feelings: Array(11).fill('a') })],
    ['bad store id', '{"rating":5,"store_id":-3}'],
    ['a NUL character in the comment', '{"rating":5,"comment":"a\\u0000b"}'],
  ])('POST /products/{id}/reviews with %s is a 4xx', async (_name, body) => {
    const { status } = await post(body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  test('a __proto__ key in a body is ignored, not merged into objects', async () => {
    const { status } = await post('{"rating":5,"__proto__":{"polluted":true}}');
    expect(status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('an oversized body is a 413', async () => {
    const { status, body } = await post(JSON.stringify({ rating: 5, comment: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) }));
    expect(status).toBe(413);
    expect(body.message).toMatch(/at most/);
    const admin = await expectHandled('/admin/maintenance', { method: 'PUT', body: 'x'.repeat(DEFAULT_MAX_BODY_BYTES + 1) });
    expect(admin.status).toBeLessThan(500);
  });

  test.each([
    '/stores?city=%E0%A4%A',
    '/stores/1/menu_products?query=%',
    '/stores/1/menu_products?kind=%FF%FE',
    '/stores/%E0%A4%A',
    '/products/1?store_id=%',
    '/stores?country[]=US&country[x]=1',
  ])('malformed encoding %s is handled', async (path) => {
    await expectHandled(path);
  });

  test('an unknown API path is a JSON 404', async () => {
    const { status, body } = await expectHandled('/no/such/route');
    expect(status).toBe(404);
    expect(body.message).toMatch(/No API route/);
  });
});

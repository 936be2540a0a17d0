import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHostApp } from '../../../../demo-host/server/hostApp';
import { menuChanged } from '../../../../demo-host/search/menuVersions';
import { menuListing, PRODUCTS_LISTED } from '../../../../demo-host/partner';
import type { Brand, MenuProduct, Store, StoreSpecial } from '../../../../shared/types';
import { hostApiOver, openHarness, type Harness } from '../commerce/harness';

// DESIGN §1.6 over a real seeded catalogue, on SQLite, or on PostgreSQL with DATABASE_URL set.

const ORIGIN = 'https://canopy.example';
const PARTNER = 'https://partner.example/shop?utm=a&lang=en';

let h: Harness;
let host: Hono;
let store: Store;
let product: MenuProduct;
let brand: Brand;
let special: StoreSpecial;

/** A dist with a built widget entry, so widget routes get their HTML (not the "not built" page). */
function builtDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
  mkdirSync(join(dist, 'widget'));
  writeFileSync(join(dist, 'widget', 'manifest.json'), JSON.stringify({ entry: '/widget/main-ABC.js', css: [], initial: ['/widget/main-ABC.js'] }));
  return dist;
}

async function json<T>(api: Hono, path: string): Promise<T> {
  return (await (await api.request(path)).json()) as T;
}

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  const api = hostApiOver(h);
  host = createHostApp({ distDir: builtDist(), api, health: async () => true, partnerOrigins: [], publicOrigin: ORIGIN, listMenu: menuListing(h.db) });
  store = (await json<{ store: Store }>(api, '/stores/1')).store;
  product = (await json<{ products: MenuProduct[] }>(api, '/stores/1/menu_products?per_page=1')).products[0];
  brand = (await json<{ brand: Brand }>(api, `/brands/${product.product_brand_id}`)).brand;
  special = (await json<{ specials: StoreSpecial[] }>(api, '/stores/1/specials')).specials[0];
});

afterAll(() => h?.close());

const fragment = (path: string, base?: string) => host.request(`/partner/fragment?${new URLSearchParams(base ? { path, base } : { path })}`);

function jsonLdTypes(html: string): string[] {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return (JSON.parse(json!) as { '@graph': { '@type': string }[] })['@graph'].map((thing) => thing['@type']);
}

describe('GET /partner/fragment', () => {
  test.each([
    ['the store menu', () => `/stores/1/${store.url_slug}/menu`, ['Store', 'ItemList'], () => `${store.name} menu`],
    ['the store menu with filters', () => `/stores/1/x/menu?kind=flower`, ['Store', 'ItemList'], () => `${store.name} menu: flower`],
    ['a store menu category', () => `/stores/1/x/menu/edible`, ['Store', 'ItemList'], () => `${store.name} menu: edible`],
    ['a product in a store', () => `/stores/1/x/products/${product.id}/y`, ['Store', 'Product'], () => product.name],
    ['a product', () => `/products/${product.id}/x`, ['Product'], () => product.name],
    ['the specials', () => `/stores/1/x/specials`, ['Store'], () => `Specials at ${store.name}`],
    ['a special', () => `/stores/1/x/specials/${special.id}/y`, ['Store', 'ItemList'], () => special.title],
    ['a brand', () => `/brands/${brand.id}/x`, ['ItemList'], () => brand.name],
    ['the brands', () => '/brands', [], () => 'Brands'],
    ['a category', () => '/categories/flower', ['ItemList'], () => 'Flower'],
  ])('%s: the section the loader adopts, its heading and its JSON-LD', async (_name, path, types, heading) => {
    const response = await fragment(path());
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    expect(html.startsWith(`<section class="canopy-fragment" data-canopy-fragment="${path().replace(/&/g, '&#38;')}">`)).toBe(true);
    expect(html).toContain(`<h1>${heading().replace(/&/g, '&#38;').replace(/'/g, '&#39;')}</h1>`);
    expect(jsonLdTypes(html)).toEqual(types);
  });

  test.each([
    ['/menu', ' menu'],
    ['/menu?kind=flower', ' menu: flower'],
    ['/', ' menu'],
  ])("an embed's own menu route %s (the route the loader mirrors for data-store-id) with store_id is that store's menu", async (route, headingAfterName) => {
    const response = await host.request(`/partner/fragment?${new URLSearchParams({ path: route, store_id: '1' })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.startsWith(`<section class="canopy-fragment" data-canopy-fragment="${route.replace(/&/g, '&#38;')}">`)).toBe(true);
    expect(html).toContain(`<h1>${`${store.name}${headingAfterName}`.replace(/'/g, '&#39;')}</h1>`);
    expect(html.match(/<article/g)?.length).toBeGreaterThan(0);
  });

  test("without store_id an embed's own menu route names no store: 404; a store_id that is no store: 404", async () => {
    expect((await host.request('/partner/fragment?path=/menu')).status).toBe(404);
    expect((await host.request('/partner/fragment?path=/menu&store_id=9999')).status).toBe(404);
    expect((await host.request('/partner/fragment?path=/menu&store_id=x')).status).toBe(400);
  });

  test(`a menu lists at most ${PRODUCTS_LISTED} products and says how many it holds`, async () => {
    const html = await (await fragment('/stores/1/x/menu')).text();
    expect(html.match(/<article/g)).toHaveLength(PRODUCTS_LISTED);
    expect(html).toMatch(new RegExp(`${PRODUCTS_LISTED} of \\d+ products shown`));
  });

  test('with base, links open the partner page at their route, and the canonical URL is in the JSON-LD', async () => {
    const response = await fragment(`/products/${product.id}/x`, PARTNER);
    expect(response.headers.get('Link')).toBe(`<https://partner.example/shop?utm=a&lang=en&canopy=/products/${product.id}/${product.url_slug}>; rel="canonical"`);
    const html = await response.text();
    const ld = JSON.parse(/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld['@graph'][0].url).toBe(`https://partner.example/shop?utm=a&lang=en&canopy=/products/${product.id}/${product.url_slug}`);
    const menu = await (await fragment('/stores/1/x/menu', PARTNER)).text();
    expect(menu).toContain(`href="https://partner.example/shop?utm=a&#38;lang=en&#38;canopy=/stores/1/${store.url_slug}/products/`);
  });

  test('is cached 5 minutes with a strong ETag of its body, and answers 304 to it', async () => {
    const first = await fragment('/brands');
    const tag = first.headers.get('ETag');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await host.request(`/partner/fragment?path=/brands`, { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await host.request(`/partner/fragment?path=/brands`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  test.each([
    ['an unknown product', '/products/99999999/x'],
    ['an unknown store', '/stores/999/x/menu'],
    ['an unknown brand', '/brands/99999/x'],
    ['an unknown category', '/categories/nothing'],
    ['the cart', '/cart'],
    ['a profile page', '/profile/reservations/1'],
    ['the login page', '/login'],
    ['an invoice', '/invoice/1'],
    ['no route at all', '/no/such/route'],
  ])('%s: 404 with an empty body', async (_name, path) => {
    const response = await fragment(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  test('a product no store shows, and a special switched off, are not public: 404', async () => {
    const hidden = (await json<{ products: MenuProduct[] }>(hostApiOver(h), '/stores/1/menu_products?per_page=2')).products[1];
    await h.db.updateTable('menu_products').set({ visible: 0 }).where('product_id', '=', hidden.id).execute();
    await menuChanged(h.db, 1);
    const last = (await json<{ specials: StoreSpecial[] }>(hostApiOver(h), '/stores/1/specials')).specials.at(-1)!;
    await h.db.updateTable('specials').set({ enabled: 0 }).where('id', '=', last.id).execute();
    for (const path of [`/products/${hidden.id}/x`, `/stores/1/x/products/${hidden.id}/y`, `/stores/1/x/specials/${last.id}/y`]) {
      expect((await fragment(path)).status, path).toBe(404);
    }
    expect(await (await fragment('/stores/1/x/specials')).text()).not.toContain(`/specials/${last.id}/`);
  });

  test('while the catalogue is down for maintenance (000 §8): 503, no body, and the host pages keep their generic head', async () => {
    const down = createHostApp({
      distDir: builtDist(),
      api: hostApiOver(h, { maintenance: true }),
      health: async () => true,
      partnerOrigins: [],
      publicOrigin: ORIGIN,
      listMenu: menuListing(h.db),
    });
    const response = await down.request('/partner/fragment?path=/brands');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(await response.text()).toBe('');
    expect((await down.request('/partner/sitemap.xml?base=https://p.example/')).status).toBe(503);
    expect(await (await down.request('/brands')).text()).toContain('<title>Menu · Canopy</title>');
  });

  test.each([
    ['no path', ''],
    ['an absolute URL', 'path=https://evil.example/products/1/x'],
    ['a protocol-relative URL', 'path=//evil.example/products/1/x'],
    ['a path too long', `path=/brands/${'a'.repeat(2100)}`],
    ['a base that is not http(s)', 'path=/brands&base=javascript:alert(1)'],
    ['a base that is not a URL', 'path=/brands&base=partner.example/shop'],
  ])('%s: 400 with a message', async (_name, query) => {
    const response = await host.request(`/partner/fragment?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid query: (path|base)/);
  });
});

describe('the sitemaps', () => {
  async function sitemapLocs(path: string): Promise<string[]> {
    const response = await host.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  }

  test('GET /partner/sitemap.xml lists the partner page at every store menu, special, product and brand route', async () => {
    const locs = await sitemapLocs(`/partner/sitemap.xml?base=${encodeURIComponent(PARTNER)}`);
    const routes = locs.map((loc) => new URL(loc).searchParams.get('canopy'));
    expect(locs.every((loc) => loc.startsWith('https://partner.example/shop?utm=a&lang=en&canopy=/'))).toBe(true);
    const visible = (await json<{ nb_hits: number }>(hostApiOver(h), '/stores/1/menu_products?per_page=1')).nb_hits;
    const brands = (await json<{ nb_hits: number }>(hostApiOver(h), '/brands?per_page=1')).nb_hits;
    const liveSpecials = (await json<{ specials: StoreSpecial[] }>(hostApiOver(h), '/stores/1/specials')).specials.filter((s) => s.active).length;
    expect(routes.filter((r) => r!.includes('/products/'))).toHaveLength(visible);
    expect(routes.filter((r) => /^\/brands\/\d+\//.test(r!))).toHaveLength(brands);
    expect(routes.filter((r) => /\/specials\/\d+\//.test(r!))).toHaveLength(liveSpecials);
    expect(routes).toContain(`/stores/1/${store.url_slug}/menu`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  test('with store_id, the routes of that store alone; an unknown store: 404', async () => {
    const locs = await sitemapLocs(`/partner/sitemap.xml?base=${encodeURIComponent(PARTNER)}&store_id=1`);
    const routes = locs.map((loc) => new URL(loc).searchParams.get('canopy')!);
    expect(routes.length).toBeGreaterThan(1);
    expect(routes.every((route) => route.startsWith(`/stores/1/${store.url_slug}/`))).toBe(true);
    expect((await host.request(`/partner/sitemap.xml?base=${encodeURIComponent(PARTNER)}&store_id=999`)).status).toBe(404);
  });

  test('GET /sitemap.xml lists the same routes on the host', async () => {
    const locs = await sitemapLocs('/sitemap.xml');
    expect(locs).toContain(`${ORIGIN}/stores/1/${store.url_slug}/menu`);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  test.each(['', 'base=javascript:alert(1)', 'base=/relative', 'base=https://p.example/&page=0', 'base=https://p.example/&store_id=abc'])(
    'GET /partner/sitemap.xml?%s: 400',
    async (query) => {
      expect((await host.request(`/partner/sitemap.xml?${query}`)).status).toBe(400);
    },
  );

  test('a page past the last sitemap: 404', async () => {
    expect((await host.request('/sitemap.xml?page=2')).status).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  test('opens the catalogue, closes the API, the admin, account and cart pages, and names the sitemap', async () => {
    const response = await host.request('/robots.txt');
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${ORIGIN}/sitemap.xml`]));
    for (const path of ['/api/', '/admin', '/cart', '/login', '/register', '/profile', '/reservation_receipt', '/invoice', '/partner/fragment']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => /^Disallow: \/(stores|products|brands|categories)\b/.test(line))).toEqual([]);
  });
});

describe("the host's catalogue pages", () => {
  const head = (html: string) => ({
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
  });

  test.each([
    ['a product', () => `/products/${product.id}/old-slug`, () => `/products/${product.id}/${product.url_slug}`, () => `${product.name} by ${product.brand}`, ['Product']],
    [
      'a product in a store, in an embed',
      () => `/embed/stores/1/products/${product.id}/x`,
      () => `/products/${product.id}/${product.url_slug}`,
      () => `${product.name} by ${product.brand}`,
      ['Product'],
    ],
    ['a brand', () => `/brands/${brand.id}/x`, () => `/brands/${brand.id}/${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, () => brand.name, ['ItemList']],
    ['a store', () => `/stores/1/${store.url_slug}`, () => `/stores/1/${store.url_slug}/menu`, () => `${store.name} menu`, ['Store', 'ItemList']],
  ])('%s: its real title, description, canonical link and JSON-LD', async (_name, path, canonical, title, types) => {
    const response = await host.request(path());
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = head(html);
    expect(meta.title).toBe(`${title().replace(/'/g, '&#39;')} · Canopy`.replace(/&(?!#)/g, '&#38;'));
    expect(meta.description?.length).toBeGreaterThan(10);
    expect(meta.canonical).toBe(`${ORIGIN}${canonical()}`);
    expect(jsonLdTypes(html).filter((t) => t !== 'Store' || types.includes('Store'))).toEqual(types);
  });

  test('a catalogue route naming nothing public is not indexed', async () => {
    const html = await (await host.request('/products/99999999/x')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  test('a page that is not catalogue keeps the generic head', async () => {
    const html = await (await host.request('/cart')).text();
    expect(head(html)).toEqual({ title: 'Menu · Canopy', description: undefined, canonical: undefined });
    expect(html).not.toContain('application/ld+json');
  });
});

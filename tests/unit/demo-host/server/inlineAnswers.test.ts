import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INLINE_ANSWERS_ID } from '../../../../shared/constants';
import type { MenuProductsPage } from '../../../../shared/types';
import { createHostApp } from '../../../../demo-host/server/hostApp';
import { inlineAnswers } from '../../../../demo-host/server/inlineAnswers';
import { renderFirstView } from '../../../../widget/app/firstView/renderFirstView';
import { hostApiOver, openHarness, type Harness } from '../commerce/harness';

// The widget's HTML inlines the first screen's API answers (DESIGN §3 first product card), its menu searches asked as
// the widget asks them, for cards (fields=card); the API's full answers keep every 000 §3 field (docs/api.md).

const MENU = new URL('http://host.test/embed/stores/1/menu');
const PAGE_ONE = '/stores/1/menu_products?sort=recommended&page=1&per_page=24&fields=card';
const BEST_SELLERS = '/stores/1/menu_products?sort=best-seller-rank&per_page=12&fields=card';
/** Fields a card, its Add to bag or its analytics item read (widget/ui/ProductCard, shared/cartLimits, gaItems). */
const CARD_FIELDS = ['id', 'product_id', 'name', 'brand', 'kind', 'type', 'category', 'root_subtype', 'url_slug', 'percent_thc', 'percent_cbd', 'thc_dosage_milligrams'];
const LIMIT_FIELDS = ['net_weight_grams', 'max_cart_quantity'];
const PRICE_FIELDS = ['available_weights', 'lowest_available_price', 'special_id', 'special_title', 'aggregate_rating', 'review_count'];

let h: Harness;
let api: Hono;
let inlined: Record<string, unknown>;

beforeAll(async () => {
  h = await openHarness();
  api = hostApiOver(h);
  inlined = await inlineAnswers(api, MENU);
}, 60_000);
afterAll(() => h?.close());

/** The same search's full answer: every 000 §3 field of each product. */
const full = async (key: string) => (await (await api.request(key.replace('&fields=card', ''))).json()) as MenuProductsPage & Record<string, unknown>;
const page = (key: string) => inlined[key] as MenuProductsPage;

describe("the menu's inlined answers carry what its first screen reads", () => {
  test('each card keeps its fields, prices per weight, specials and limits exactly as the API answers them', async () => {
    const answered = await full(PAGE_ONE);
    expect(page(PAGE_ONE).products.map((p) => p.id)).toEqual(answered.products.map((p) => p.id));
    page(PAGE_ONE).products.forEach((card, i) => {
      const record = answered.products[i] as unknown as Record<string, unknown>;
      const perWeight = Object.keys(record).filter((key) => /^(discounted_price|special_price|price|max_cart_quantity)_/.test(key));
      const fields = card as unknown as Record<string, unknown>;
      for (const key of [...CARD_FIELDS, ...LIMIT_FIELDS, ...PRICE_FIELDS]) expect(fields[key], key).toEqual(record[key]);
      // 000 §4: a weight not offered has no price; a card leaves its null fields out.
      for (const key of perWeight) expect(fields[key] ?? null, key).toEqual(record[key]);
      expect(card.inventories).toEqual(answered.products[i].inventories.map(({ price_id, equivalency }) => ({ price_id, equivalency })));
    });
    expect({ ...page(PAGE_ONE), products: [] }).toEqual({ ...answered, products: [] });
  });

  test("a card's photo is its first, at the size the card draws", async () => {
    const answered = await full(PAGE_ONE);
    page(PAGE_ONE).products.forEach((card, i) => {
      const first = [...answered.products[i].photos].sort((a, b) => a.position - b.position)[0];
      expect(card.photos).toEqual(first ? [{ id: first.id, position: first.position, urls: { medium: first.urls.medium } }] : []);
    });
  });

  test("the product page's text, tags and lab results are left to the product page", async () => {
    const answered = await full(PAGE_ONE);
    expect(answered.products.some((p) => p.description)).toBe(true);
    for (const card of page(PAGE_ONE).products) {
      for (const key of ['description', 'image_urls', 'effects', 'flavors', 'lab_results', 'business_licenses', 'inventory_potencies', 'terpenes'])
        expect(card).not.toHaveProperty(key);
    }
  });

  test('the Best sellers row is read for its products only: no facets', async () => {
    expect(page(BEST_SELLERS).products.map((p) => p.id)).toEqual((await full(BEST_SELLERS)).products.map((p) => p.id));
    expect(page(BEST_SELLERS).facets).toEqual({});
    expect(Object.keys(page(PAGE_ONE).facets).length).toBeGreaterThan(0);
  });

  test('the store comes whole: the widget keeps it for the whole visit (checkout, hours, limits)', async () => {
    expect(inlined['/stores/1']).toEqual(await full('/stores/1'));
  });

  test.each(['desktop', 'mobile'] as const)('the %s first view drawn from them is the one drawn from the full answers', async (size) => {
    const fullAnswers = Object.fromEntries(await Promise.all(Object.keys(inlined).map(async (key) => [key, await full(key)] as const)));
    expect(renderFirstView(MENU, inlined, size).html).toBe(renderFirstView(MENU, fullAnswers, size).html);
  });
});

describe("the widget HTML's inlined bytes", () => {
  // Measured with the harness catalogue: 59.5 KB for store 1 and 57.4 KB for store 2 (product cards, the deals row's
  // specials included), where the full answers were 184.4 and 180.6 KB (photos in every size, descriptions, tags, lab
  // results, the Best sellers row's facets).
  const BOUND_BYTES = 80 * 1024;
  const distDir = mkdtempSync(join(tmpdir(), 'canopy-dist-'));
  mkdirSync(join(distDir, 'widget'));
  writeFileSync(join(distDir, 'widget', 'manifest.json'), JSON.stringify({ entry: '/widget/main.js', css: [], initial: [] }));

  test.each([1, 2])('store %i menu: under the bound', async (storeId) => {
    const host = createHostApp({ distDir, api, health: async () => true, partnerOrigins: [] });
    const html = await (await host.request(`/embed/stores/${storeId}/menu`)).text();
    const json = new RegExp(`<script type="application/json" id="${INLINE_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1];
    // The store, its first page of cards, the Best sellers row and the deals row's specials (bootRequests).
    expect(Object.keys(JSON.parse(json!) as object)).toHaveLength(4);
    expect(Buffer.byteLength(json!)).toBeLessThanOrEqual(BOUND_BYTES);
  });
});

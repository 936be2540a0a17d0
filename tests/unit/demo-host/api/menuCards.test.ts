import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { cardProduct } from '../../../../demo-host/api/wire';
import { MenuCardSchema, MenuProductSchema } from '../../../../shared/schemas';
import { NOT_ON_A_CARD, type MenuCardsPage, type MenuProductsPage } from '../../../../shared/types';
import { openSeededApi, type SeededApi } from './apiFixture';

// docs/api.md: GET /stores/{id}/menu_products answers full 000 §3 menu products; with fields=card, each only what a
// product card shows (the product page asks for its full record).

let api: SeededApi;
const STORE = 1;
const QUERIES = ['', 'per_page=24', 'sort=best-seller-rank&per_page=12', 'kind=flower&sort=price-asc&page=2', 'query=a&per_page=5'];
/** Measured on the sample store: about 4.4 KB a full product, about 1.0 KB a card. */
const CARD_BYTES_MAX = 1200;

beforeAll(async () => {
  api = await openSeededApi();
}, 60_000);
afterAll(() => api?.close());

const answer = async <T>(query: string) => {
  const { status, body } = await api.json<T>(`/stores/${STORE}/menu_products?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return { body, bytes: JSON.stringify(body).length };
};
const withCards = (query: string) => (query ? `${query}&fields=card` : 'fields=card');

describe('GET /stores/{id}/menu_products?fields=card', { timeout: 30_000 }, () => {
  test.each(QUERIES)('?%s: the same page, facets and counts as the full answer, each product as cardProduct makes it', async (query) => {
    const full = (await answer<MenuProductsPage>(query)).body;
    const cards = (await answer<MenuCardsPage>(withCards(query))).body;
    expect(cards).toEqual({ ...full, products: full.products.map(cardProduct) });
  });

  test('no fields: every product is the full menu product, text, tags and lab results included', async () => {
    const { body } = await answer<MenuProductsPage>('per_page=24');
    for (const product of body.products) {
      expect(v.safeParse(MenuProductSchema, product).issues).toBeUndefined();
      for (const key of ['description', 'image_urls', 'effects', 'lab_results', 'business_licenses', 'applicable_special_ids']) expect(product).toHaveProperty(key);
    }
    expect(body.products.some((p) => p.description)).toBe(true);
  });

  test(`a card carries none of the ${NOT_ON_A_CARD.length} fields no card reads, and at most one photo; the widget's card schema accepts it`, async () => {
    const { body } = await answer<MenuCardsPage>('per_page=24&fields=card');
    for (const card of body.products) {
      for (const key of NOT_ON_A_CARD) expect(card).not.toHaveProperty(key);
      expect(card.photos.length).toBeLessThanOrEqual(1);
      expect(v.safeParse(MenuCardSchema, card).issues).toBeUndefined();
    }
  });

  test(`a card is at most ${CARD_BYTES_MAX} bytes of JSON, a full product several times that`, async () => {
    const full = await answer<MenuProductsPage>('per_page=100');
    const cards = await answer<MenuCardsPage>('per_page=100&fields=card');
    const perProduct = (page: { body: { products: unknown[] } }) => page.body.products.reduce<number>((sum, p) => sum + JSON.stringify(p).length, 0) / page.body.products.length;
    console.info(`store ${STORE}: ${Math.round(perProduct(full))} B a full product, ${Math.round(perProduct(cards))} B a card; page of 100 ${full.bytes} → ${cards.bytes} B`);
    expect(perProduct(cards)).toBeLessThanOrEqual(CARD_BYTES_MAX);
    expect(perProduct(full)).toBeGreaterThan(3 * perProduct(cards));
  });

  test('a card answer and a full answer carry different ETags; each revalidates to a 304', async () => {
    const etags = await Promise.all(
      ['per_page=5', 'per_page=5&fields=card'].map(async (query) => (await api.request(`/stores/${STORE}/menu_products?${query}`)).headers.get('etag')),
    );
    expect(etags[0]).toBeTruthy();
    expect(etags[0]).not.toBe(etags[1]);
    const again = await api.request(`/stores/${STORE}/menu_products?per_page=5&fields=card`, { headers: { 'If-None-Match': etags[1]! } });
    expect(again.status).toBe(304);
  });

  test.each([['full'], ['CARD'], [''], ['card,full'], ['cards']])('fields=%s is a 400 naming what it takes', async (value) => {
    const { status, body } = await api.json<{ message: string; validations?: Record<string, string[]> }>(`/stores/${STORE}/menu_products?fields=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).toMatch(/fields/);
  });

  test('fields given twice is a 400', async () => {
    const { status } = await api.json(`/stores/${STORE}/menu_products?fields=card&fields=card`);
    expect(status).toBe(400);
  });
});

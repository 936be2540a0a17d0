import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MultiAnswerSchema, SmartAnswerSchema, SmartPageAnswerSchema } from '../../../../../shared/schemas/merchandisingAnswers';
import { CARD_SEARCH_ATTRIBUTES, asksForCards } from '../../../../../shared/merchandising/searchAttributes';
import { NOT_ON_A_CARD } from '../../../../../shared/types';
import { cardProduct } from '../../../../../demo-host/api/wire';
import { DEVICE_ID, openDmHarness, type DmHarness } from './dmHarness';

// 001 §7 search_attributes: a call that names only a card's fields (as the widget does) gets each product as its card,
// the menu's fields=card product; any other call gets the whole menu product, as before.

type Product = { object_id: string; search_attributes: Record<string, unknown> };

let dm: DmHarness;
beforeAll(async () => {
  dm = await openDmHarness();
});
afterAll(() => dm?.close());

const smart = (fields: Record<string, unknown> = {}) => dm.post('/v2/smart', { store_id: 1, placement: 'menu_inline', jane_device_id: DEVICE_ID, ...fields });
const ids = (products: Product[]) => products.map((product) => product.object_id);
const bytes = (body: unknown) => JSON.stringify(body).length;

describe('asksForCards', () => {
  test('only names a card carries, at least one', () => {
    expect(asksForCards(CARD_SEARCH_ATTRIBUTES)).toBe(true);
    expect(asksForCards(['id', 'name'])).toBe(true);
    expect(asksForCards([...CARD_SEARCH_ATTRIBUTES, 'description'])).toBe(false);
    expect(asksForCards([])).toBe(false);
    expect(asksForCards(null)).toBe(false);
    expect(asksForCards(undefined)).toBe(false);
  });

  test('the card attributes fit the request schema (at most 100 names of 60 characters) and leave out every field not on a card', () => {
    expect(CARD_SEARCH_ATTRIBUTES.length).toBeLessThanOrEqual(100);
    expect(Math.max(...CARD_SEARCH_ATTRIBUTES.map((name) => name.length))).toBeLessThanOrEqual(60);
    for (const name of NOT_ON_A_CARD) expect(CARD_SEARCH_ATTRIBUTES).not.toContain(name);
  });
});

describe('POST /v2/smart, /v2/multi and /v2/smartpage with a card’s search_attributes', () => {
  test('the same ranked products, each as its card: under half the bytes of the whole menu products', async () => {
    const whole = await smart();
    const cards = await smart({ search_attributes: CARD_SEARCH_ATTRIBUTES });
    expect(cards.status).toBe(200);
    expect(v.safeParse(SmartAnswerSchema, cards.body).issues).toBeUndefined();
    expect(ids(cards.body.products)).toEqual(ids(whole.body.products));
    expect(cards.body.object_ids).toEqual(whole.body.object_ids);
    whole.body.products.forEach((product: Product, i: number) => {
      expect(cards.body.products[i].search_attributes).toEqual(JSON.parse(JSON.stringify(cardProduct(product.search_attributes as never))));
    });
    expect(whole.body.products[0].search_attributes).toHaveProperty('description');
    expect(cards.body.products[0].search_attributes).not.toHaveProperty('description');
    expect(bytes(cards.body)).toBeLessThan(bytes(whole.body) / 2);
  });

  test('a field that is not on a card gets the whole menu products', async () => {
    const answer = await smart({ search_attributes: ['name', 'description'] });
    expect(answer.body.products[0].search_attributes).toHaveProperty('description');
  });

  test('/v2/multi: every row’s products as cards', async () => {
    const answer = await dm.post('/v2/multi', {
      store_id: 1,
      type: 'custom',
      search_attributes: CARD_SEARCH_ATTRIBUTES,
      placements: [{ placement: 'menu_inline' }, { placement: 'best_selling' }],
    });
    expect(answer.status).toBe(200);
    expect(v.safeParse(MultiAnswerSchema, answer.body).issues).toBeUndefined();
    for (const row of answer.body.placements) for (const product of row.products) expect(product.search_attributes).not.toHaveProperty('description');
  });

  test('/v2/smartpage: the later page as cards too', async () => {
    const { body } = await smart({ search_attributes: CARD_SEARCH_ATTRIBUTES });
    const next = body.object_ids.slice(60, 80);
    const page = await dm.post('/v2/smartpage', { store_id: 1, jane_device_id: DEVICE_ID, object_ids: next, search_attributes: CARD_SEARCH_ATTRIBUTES });
    expect(v.safeParse(SmartPageAnswerSchema, page.body).issues).toBeUndefined();
    expect(ids(page.body.products)).toEqual(next);
    for (const product of page.body.products) {
      expect(product.search_attributes.id).toBe(Number(product.object_id));
      expect(product.search_attributes).not.toHaveProperty('description');
      expect((product.search_attributes.photos as unknown[]).length).toBeLessThanOrEqual(1);
    }
  });
});

import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createBudtender } from '../../../../../demo-host/merchandising/budtender';
import { notFound } from '../../../../../demo-host/http';
import { MenuIndexCache } from '../../../../../demo-host/search';
import type { Database } from '../../../../../demo-host/db';
import type { Kysely } from 'kysely';
import { BudtenderAnswerSchema } from '../../../../../shared/schemas/merchandisingAnswers';
import type { MenuProduct } from '../../../../../shared/types';
import { menuProduct } from '../../search/menuFixtures';

/** A menu product whose type follows its kind (000 §3), so its weights are the kind's. */
const item = (id: number, fields: Partial<MenuProduct>) =>
  menuProduct(id, { type: fields.kind === 'flower' ? (fields.category ?? 'hybrid') : (fields.kind ?? 'flower'), ...fields });

// 001 §7 POST /v2/virtual-budtender over a small fixed menu (store 1); the seeded store is judged in judgedQuestions.test.ts.
const tagged = (titles: string[]) => titles.map((title, i) => ({ id: i + 1, title, value: title.toLowerCase() }));
const MENU: MenuProduct[] = [
  item(1, { name: 'Night Gummies', kind: 'edible', category: 'indica', thc_dosage_milligrams: 5, feelings: ['Sleepy'], effects: tagged(['Sleepy']), price_each: 18 }),
  item(2, { name: 'Midnight Chocolate', kind: 'edible', category: 'indica', thc_dosage_milligrams: 100, feelings: ['Sleepy'], price_each: 55 }),
  item(3, { name: 'Day Tripper Cart', kind: 'vape', category: 'sativa', percent_thc: 91, feelings: ['Energetic'], price_half_gram: 35 }),
  item(4, { name: 'Mellow Cart', kind: 'vape', category: 'sativa', percent_thc: 72, feelings: ['Relaxed'], price_half_gram: 30 }),
  item(5, { name: 'Couch Kush', kind: 'flower', category: 'indica', percent_thc: 27, feelings: ['Sleepy', 'Relaxed'], activities: ['Get some sleep'], price_eighth_ounce: 45 }),
  item(6, { name: 'Steel Grinder', kind: 'gear', price_each: 12 }),
  item(7, { name: 'Calm Balm', kind: 'topical', category: 'cbd', cbd_dosage_milligrams: 250, thc_dosage_milligrams: 0, activities: ['Get relief'], price_each: 32 }),
];

function budtenderOver(products: MenuProduct[]) {
  const menus = new MenuIndexCache(async (storeId) => {
    if (storeId !== 1) throw notFound('store', storeId);
    return products;
  });
  // The products are in memory, not in a database: their features are read from them.
  return createBudtender({
    db: null as unknown as Kysely<Database>,
    menus,
    features: async function* () {
      yield products;
    },
  });
}

const ids = (answer: { products: { product_id: number }[] } | null) => answer?.products.map((p) => p.product_id);

describe('budtender answer', () => {
  test('an unknown store answers null', async () => {
    const budtender = budtenderOver(MENU);
    expect(await budtender.answer(2, 'anything')).toBeNull();
    expect(await budtender.suggestedQueries(2)).toBeNull();
  });

  test('the answer has the wire shape: DmProduct fields, the menu product, a score in [0, 1] and a reason', async () => {
    const answer = await budtenderOver(MENU).answer(1, 'something to help me sleep under $40');
    expect(() => v.parse(BudtenderAnswerSchema, answer)).not.toThrow();
    const first = answer!.products[0];
    expect(first).toMatchObject({ object_id: '1', product_id: 1, ad_token: null, kevel_token: null, my_high_d: null, flight_id: null, search_attributes: MENU[0] });
    expect(first.score).toBeGreaterThan(0);
    expect(first.score).toBeLessThanOrEqual(1);
    expect(first.reasoning).toBe('Indica edible, 5 mg THC, tagged Sleepy, $18, under your $40');
  });

  test.each([
    // Price and kind are hard constraints when stated; a grinder is never a sleep aid.
    ['something to help me sleep under $40', [1, 4]],
    ['something to help me sleep', [5, 1, 2, 4]],
    ['a strong sativa vape', [3, 4]],
    ['low-dose gummies for a beginner', [1]],
    ['a grinder', [6]],
    ['cbd for pain with no high', [7]],
  ])('%s → %j', async (question, expected) => {
    expect(ids(await budtenderOver(MENU).answer(1, question))).toEqual(expected);
  });

  test('a topical is offered for relief, by kind or by brand, never for a feeling it cannot give (sleep, energy)', async () => {
    const menu = [
      item(1, { name: 'Night Gummies', kind: 'edible', category: 'indica', feelings: ['Sleepy'], price_each: 18 }),
      item(2, { name: 'Dream Balm', brand: 'Dreamy', kind: 'topical', category: 'indica', feelings: ['Sleepy'], activities: ['Get relief'], price_each: 25 }),
    ];
    expect(ids(await budtenderOver(menu).answer(1, 'something to help me sleep'))).toEqual([1]);
    expect(ids(await budtenderOver(menu).answer(1, 'a balm for sore muscles'))).toEqual([2]);
    expect(ids(await budtenderOver(menu).answer(1, 'a topical for sleep'))).toEqual([2]);
  });

  test('a need leans to a lineage (indica for sleep) without leaving the other out', async () => {
    const sleepy = { kind: 'flower' as const, feelings: ['Sleepy'], price_eighth_ounce: 30 };
    const menu = [item(1, { ...sleepy, category: 'sativa' }), item(2, { ...sleepy, category: 'indica' }), item(3, { ...sleepy, category: 'hybrid' })];
    const answer = await budtenderOver(menu).answer(1, 'flower for sleep');
    expect(ids(answer)).toEqual([2, 3, 1]);
    expect(answer!.totalResults).toBe(3);
  });

  test('a feeling the shopper does not want puts the products tagged with it last, and the reason says so', async () => {
    const menu = [item(1, { kind: 'flower', feelings: ['Energetic', 'Sleepy'] }), item(2, { kind: 'flower', feelings: ['Energetic'] })];
    const answer = await budtenderOver(menu).answer(1, "energy that won't make me sleepy");
    expect(ids(answer)).toEqual([2, 1]);
    expect(answer!.products[0].reasoning).toContain('tagged Energetic, not tagged Sleepy');
    expect(answer!.unformattedResponse).toContain('tagged Energetic, Uplifted or Get active but not Sleepy');
  });

  test.each([
    ['top rated flower', [2, 3, 1], 'rated 4.8 from 12 reviews'],
    ['your best-selling flower', [3, 1, 2], '#1 best seller here'],
  ])('"%s" orders by rating or sales and says so', async (question, expected, reason) => {
    const menu = [
      item(1, { kind: 'flower', aggregate_rating: 3.1, review_count: 20, best_seller_rank: 2 }),
      item(2, { kind: 'flower', aggregate_rating: 4.8, review_count: 12 }),
      item(3, { kind: 'flower', aggregate_rating: 4.0, review_count: 10, best_seller_rank: 1 }),
    ];
    const answer = await budtenderOver(menu).answer(1, question);
    expect(ids(answer)).toEqual(expected);
    expect(answer!.products[0].reasoning).toContain(reason);
  });

  test('nothing in the price range: the answer says so and drops the price limit', async () => {
    const answer = await budtenderOver(MENU).answer(1, 'a vape under $5');
    expect(ids(answer)).toEqual([3, 4]);
    expect(answer!.unformattedResponse).toContain('Nothing fit under $5, so I dropped the price limit.');
  });

  test('no such kind on the menu: the answer looks across the whole menu and says so', async () => {
    const answer = await budtenderOver(MENU).answer(1, 'a sleepy pre-roll');
    expect(ids(answer)?.[0]).toBe(5);
    expect(answer!.markdownResponse).toContain('Nothing here matched those product types');
  });

  test('an empty menu still answers helpfully, never with an empty string', async () => {
    const answer = await budtenderOver([]).answer(1, 'a strong sativa vape');
    expect(answer).toMatchObject({ totalResults: 0, products: [] });
    for (const text of [answer!.markdownResponse, answer!.htmlResponse, answer!.unformattedResponse]) expect(text).toMatch(/couldn(&#39;|')t find anything/);
  });

  test('a question it cannot read gets popular products and an example to follow', async () => {
    const answer = await budtenderOver(MENU).answer(1, 'hello there');
    expect(answer!.products.length).toBeGreaterThan(0);
    expect(answer!.unformattedResponse).toContain('a strong sativa vape');
  });
});

describe('budtender escaping', () => {
  const HOSTILE = '<img src=x onerror=alert(1)>';
  const menu = [item(9, { name: HOSTILE, brand: '**Bold** [x](javascript:alert(1))', kind: 'vape', category: 'sativa', percent_thc: 90, price_half_gram: 30 })];

  test('catalogue and shopper text is escaped in the HTML answer', async () => {
    const answer = await budtenderOver(menu).answer(1, `a strong vape <script>alert("q")</script> by **Bold** [x](javascript:alert(1))`);
    expect(answer!.products[0].product_id).toBe(9);
    expect(answer!.htmlResponse).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(answer!.htmlResponse).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(answer!.htmlResponse).toContain('&#60;script&#62;alert(&#34;q&#34;)&#60;/script&#62;');
    expect(answer!.htmlResponse).toMatch(/^<p>.*<\/p><ul><li><strong>&#60;img/);
  });

  test('markdown escapes what could become markup: HTML, emphasis, links', async () => {
    const answer = await budtenderOver(menu).answer(1, 'a strong vape from **Bold** [x](javascript:alert(1)) <b>now</b>');
    expect(answer!.markdownResponse).toContain('- **\\<img src=x onerror=alert(1)\\>**: Sativa vape, 90% THC, by \\*\\*Bold\\*\\* \\[x\\](javascript:alert(1)), $30 for 0.5g');
    expect(answer!.markdownResponse).toContain('\\*\\*Bold\\*\\* \\[x\\](javascript:alert(1)) \\<b\\>now\\</b\\>');
    expect(answer!.markdownResponse).not.toMatch(/[^\\]<img|[^\\]\[x\]/);
    expect(answer!.unformattedResponse).toContain(`- ${HOSTILE}: `);
  });

  test('a line break in catalogue text cannot start a list or a heading', async () => {
    const answer = await budtenderOver([item(10, { name: 'Nice\n# Heading\n- item', kind: 'vape', price_half_gram: 20 })]).answer(1, 'vape');
    expect(answer!.markdownResponse).toContain('- **Nice # Heading - item**: ');
  });

  test('an ampersand is escaped only where it would start an entity', async () => {
    const answer = await budtenderOver([item(11, { name: 'Salt & Pepper &amp; &#60;b&#62;', kind: 'vape', price_half_gram: 20 })]).answer(1, 'vape');
    expect(answer!.markdownResponse).toContain('- **Salt & Pepper \\&amp; \\&#60;b\\&#62;**: ');
  });
});

describe('suggested queries', () => {
  test('drawn from the menu: only kinds it sells, a price from its own range, each with an answer', async () => {
    const queries = (await budtenderOver(MENU).suggestedQueries(1))!;
    expect(queries).toContain('low-dose gummies for a beginner');
    expect(queries).toContain('a strong sativa vape');
    expect(queries.find((q) => q.startsWith('something to help me sleep under $'))).toBe('something to help me sleep under $45');
    expect(queries.some((q) => q.includes('pre-roll'))).toBe(false);
  });

  test('a menu without edibles or vapes suggests neither', async () => {
    const queries = (await budtenderOver(MENU.filter((p) => p.kind !== 'edible' && p.kind !== 'vape')).suggestedQueries(1))!;
    expect(queries.join(' ')).not.toMatch(/gumm|edible|vape/);
    expect(queries.length).toBeGreaterThan(0);
  });
});

describe('narrowing a long answer down', () => {
  test('the answer suggests only what the question did not already say', async () => {
    const many = Array.from({ length: 14 }, (_, i) => item(100 + i, { name: `Sleepy ${i}`, kind: 'edible', category: 'indica', feelings: ['Sleepy'], price_each: 10 + i }));
    const priced = await budtenderOver(many).answer(1, 'something to help me sleep under $40');
    expect(priced!.unformattedResponse).toContain('Add a strength or a kind of product to narrow it down.');
    const open = await budtenderOver(many).answer(1, 'something to help me sleep');
    expect(open!.unformattedResponse).toContain('Add a price, a strength or a kind of product to narrow it down.');
  });
});

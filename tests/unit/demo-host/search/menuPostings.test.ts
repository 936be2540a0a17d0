import { describe, expect, test } from 'vitest';
import { buildMenuIndex, LIST_FACETS, patchMenuIndex, type MenuIndex, type MenuIndexWithProducts, type MenuQuery } from '../../../../demo-host/search';
import { conditionsOf } from '../../../../demo-host/search/menuConditions';
import { positionsInRange, positionsWithAny, positionsWithToken, postingsOf } from '../../../../demo-host/search/menuPostings';
import { matchMenu, scanMenu, tokensOf } from '../../../../demo-host/search/searchMenu';
import { createRandom, type Random } from '../../../../demo-host/seed/random';
import type { Kind, Lineage, MenuProduct, WeightId } from '../../../../shared/types';
import { menuProduct } from './menuFixtures';

// The menu search visits only the products its postings name (per facet value, per word of the search text, a
// numeric column in value order). On random menus and random queries (a seeded generator), what it answers must be
// exactly what the scan over every product answers: hits and every facet's disjunctive counts. Work is counted.

const KINDS: Kind[] = ['flower', 'edible', 'vape', 'pre-roll', 'extract', 'topical'];
const CATEGORIES: (Lineage | null)[] = ['indica', 'sativa', 'hybrid', null];
const BRANDS = ['Ridge', 'Glow', 'Kind Co', 'Café Verde', null];
const FEELINGS = ['Happy', 'Relaxed', 'Sleepy', 'Energetic', 'Focused'];
const WEIGHTS: WeightId[] = ['gram', 'eighth_ounce', 'ounce', 'each'];
const WORDS = ['blue', 'dream', 'sour', 'diesel', 'mint', 'gummies', 'live', 'resin', 'kush', 'olive', 'haze', 'cart'];

function randomProduct(random: Random, id: number): MenuProduct {
  const weights = random.sample(WEIGHTS, random.int(0, 3));
  const price = random.chance(0.9) ? random.int(5, 90) : null;
  return menuProduct(id, {
    name: `${random.pick(WORDS)} ${random.pick(WORDS)}`,
    brand: random.pick(BRANDS),
    description: random.chance(0.7) ? `${random.pick(WORDS)}, ${random.pick(WORDS)}-${random.pick(WORDS)}.` : '',
    kind: random.pick(KINDS),
    category: random.pick(CATEGORIES),
    root_subtype: random.chance(0.3) ? 'live resin' : null,
    feelings: random.sample(FEELINGS, random.int(0, 3)),
    available_weights: weights,
    has_brand_discount: random.chance(0.2),
    percent_thc: random.chance(0.8) ? random.float(0, 35, 1) : null,
    percent_cbd: random.chance(0.5) ? random.float(0, 20, 1) : null,
    bucket_price: price,
    lowest_available_price: price,
    visible: random.chance(0.95),
  });
}

function randomQuery(random: Random): MenuQuery {
  const filters: MenuQuery['filters'] = {};
  const ranges: MenuQuery['ranges'] = {};
  if (random.chance(0.5)) filters.kind = random.sample([...KINDS, 'unknown'], random.int(1, 2));
  if (random.chance(0.3)) filters.category = random.sample(['indica', 'sativa', 'hybrid'], random.int(1, 2));
  if (random.chance(0.2)) filters.feelings = random.sample(FEELINGS, random.int(1, 2));
  if (random.chance(0.15)) filters.brand = [random.pick(BRANDS) ?? 'Ridge'];
  if (random.chance(0.1)) filters.available_weights = [random.pick(WEIGHTS)];
  if (random.chance(0.3)) ranges.percent_thc = random.chance(0.5) ? { min: random.int(0, 30) } : { min: random.int(0, 10), max: random.int(10, 35) };
  if (random.chance(0.15)) ranges.bucket_price = { max: random.int(10, 90) };
  if (random.chance(0.1)) ranges.percent_cbd = { min: random.int(0, 10) };
  // Whole words, pieces of words, pieces across punctuation ("t, s"), accents, and tokens matching nothing.
  const tokens = random.sample(['blue', 'ue dr', 'ee', 'mint', 'gum', 'LIVE', 'café', 'cafe', 'e', 'zzz', 'l-', 'ive', 'kind'], random.int(0, 2));
  return { query: tokens.join(' '), filters, ranges };
}

function randomIndex(seed: number, size: number): MenuIndexWithProducts {
  const random = createRandom(seed);
  return buildMenuIndex(
    1,
    Array.from({ length: size }, (_, i) => randomProduct(random, i + 1)),
  );
}

const scanned = (index: MenuIndex, query: MenuQuery) => scanMenu(index, tokensOf(query), conditionsOf(index, query), null);
const answerOf = ({ hit, nbHits, facets }: ReturnType<typeof matchMenu>) => ({ hit: Array.from(hit), nbHits, facets });

describe('postings equal a scan', () => {
  test.each([1, 2, 3, 4])('seed %i: 300 random queries answer as the scan over every product does', (seed) => {
    const index = randomIndex(seed, 400);
    const random = createRandom(`queries ${seed}`);
    for (let q = 0; q < 300; q++) {
      const query = randomQuery(random);
      expect(answerOf(matchMenu(index, query)), JSON.stringify(query)).toEqual(answerOf(scanned(index, query)));
    }
  });

  test('after a patch moves a product’s figures, ranges still answer as the scan does', () => {
    const index = randomIndex(7, 200);
    const query: MenuQuery = { filters: { kind: ['flower'] }, ranges: { percent_thc: { min: 20 } } };
    const asked: MenuQuery[] = [query, { ranges: { percent_thc: { min: 20 } } }, { filters: { kind: ['flower'] } }];
    for (const each of asked) matchMenu(index, each);
    const position = Array.from(index.percentThc).findIndex((thc, i) => thc < 5 && index.products[i].kind === 'flower');
    const product = index.products[position];
    expect(patchMenuIndex(index, product.id, { ...product, percent_thc: 99 })).toBe(true);
    for (const each of asked) expect(answerOf(matchMenu(index, each))).toEqual(answerOf(scanned(index, each)));
  });

  test('each facet value’s postings, a word’s products and a range are the positions a scan finds', () => {
    const index = randomIndex(11, 300);
    for (const facet of LIST_FACETS) {
      const column = index.facets[facet];
      column.values.forEach((_, id) => {
        const expected = Array.from({ length: index.ids.length }, (_, i) => i).filter((i) =>
          Array.from(column.valueIds.subarray(column.offsets[i], column.offsets[i + 1])).includes(id),
        );
        expect(Array.from(positionsWithAny(postingsOf(column), [id]))).toEqual(expected);
      });
    }
    for (const token of ['blue', 'ue', 'e', 'ive']) {
      const holding = index.text.flatMap((text, i) => (text.includes(token) ? [i] : []));
      expect(Array.from(positionsWithToken(index, token, Number.POSITIVE_INFINITY)!)).toEqual(holding);
    }
    const inRange = Array.from(index.percentThc).flatMap((thc, i) => (thc >= 10 && thc <= 20 ? [i] : []));
    expect(Array.from(positionsInRange(index.percentThc, 10, 20)).sort((a, b) => a - b)).toEqual(inRange);
  });
});

describe('work a search does (counted, not timed)', () => {
  const index = randomIndex(5, 2000);
  const n = index.ids.length;
  const flower = index.facets.kind.idOf.get('flower')!;
  const flowers = postingsOf(index.facets.kind).starts[flower + 1] - postingsOf(index.facets.kind).starts[flower];

  test('a kind tab visits only its products', () => {
    expect(matchMenu(index, { filters: { kind: ['flower'] } }).visited).toBe(flowers);
    expect(flowers).toBeLessThan(n / 3);
  });

  test('a word visits only the products of the words holding it', () => {
    const { visited, nbHits } = matchMenu(index, { query: 'gummies' });
    expect(visited).toBe(nbHits);
    expect(visited).toBeLessThan(n / 2);
  });

  test('two conditions visit the products of the smaller two, not every product', () => {
    const { visited } = matchMenu(index, { filters: { kind: ['flower'], category: ['indica'] }, ranges: { percent_thc: { min: 20 } } });
    expect(visited).toBeLessThan(n / 2);
  });

  test('the landing page and a kind tab are counted once per index', () => {
    expect(matchMenu(index, {})).toBe(matchMenu(index, { page: 2, sort: 'price-asc' }));
    expect(matchMenu(index, { filters: { kind: ['edible', 'flower'] } })).toBe(matchMenu(index, { filters: { kind: ['flower', 'edible'] }, sort: 'thc-desc' }));
  });
});

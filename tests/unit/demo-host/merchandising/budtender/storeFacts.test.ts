import { describe, expect, test } from 'vitest';
import { createStoreFactsCache } from '../../../../../demo-host/merchandising/budtender/buildStoreFacts';
import type { StoreFacts } from '../../../../../demo-host/merchandising/budtender/storeFacts';
import type { MenuFeatureReader } from '../../../../../demo-host/api/data/menuFeatureRows';
import { buildMenuIndex, patchMenuIndex, type MenuIndex } from '../../../../../demo-host/search';
import type { MenuProduct } from '../../../../../shared/types';
import { menuProduct } from '../../search/menuFixtures';

/** A menu product whose type follows its kind (000 §3), so its weights are the kind's. */
const item = (id: number, fields: Partial<MenuProduct>) =>
  menuProduct(id, { type: fields.kind === 'flower' ? (fields.category ?? 'hybrid') : (fields.kind ?? 'flower'), ...fields });

const MENU = [
  item(1, { kind: 'vape', percent_thc: 70, price_half_gram: 30 }),
  item(2, { kind: 'vape', percent_thc: 90, price_half_gram: 40 }),
  item(3, { kind: 'vape', percent_thc: 80, price_half_gram: 35, discounted_price_half_gram: 28 }),
];

/** Facts read from the index's own records (its products are in memory), counting the reads. */
function factsOver(index: MenuIndex) {
  const reads = { count: 0 };
  const features: MenuFeatureReader = async function* () {
    reads.count++;
    yield [...(await index.records.products([...index.ids])).values()];
  };
  return { factsOf: createStoreFactsCache(features), reads };
}

/** Every product's facts, in the order read. */
const all = (facts: StoreFacts) => facts.where(() => true);

describe('store facts cache', () => {
  test('kept while the index is the same object, not patched since: its features are read once', async () => {
    const index = buildMenuIndex(1, MENU);
    const { factsOf, reads } = factsOver(index);
    expect(await factsOf(index)).toBe(await factsOf(index));
    expect(reads.count).toBe(1);
  });

  test('a rebuilt index is read afresh', async () => {
    const { factsOf } = factsOver(buildMenuIndex(1, MENU));
    const before = await factsOf(buildMenuIndex(1, MENU));
    expect(await factsOf(buildMenuIndex(1, MENU))).not.toBe(before);
  });

  test('a product patched into the index in place (a price change) is seen, and the ranks move with it', async () => {
    const index = buildMenuIndex(1, MENU);
    const { factsOf, reads } = factsOver(index);
    expect(all(await factsOf(index)).map((f) => f.priceRank)).toEqual([0.5, 1, 0]);
    expect(patchMenuIndex(index, 2, { ...MENU[1], price_half_gram: 20 })).toBe(true);
    const after = await factsOf(index);
    expect(reads.count).toBe(2);
    expect(all(after)[1].priceAt(0)).toEqual({ weight: 'half_gram', cents: 2000 });
    expect(all(after)[1].priceCount).toBe(1);
    expect(all(after).map((f) => f.priceRank)).toEqual([1, 0, 0.5]);
  });

  test('the price a shopper pays is the discounted one (001 §3 unit price); THC ranks within the kind', async () => {
    const index = buildMenuIndex(1, MENU);
    const facts = await factsOver(index).factsOf(index);
    expect(all(facts)[2]).toMatchObject({ onSale: true, thcRank: 0.5 });
    expect(all(facts)[2].priceAt(0)).toEqual({ weight: 'half_gram', cents: 2800 });
    expect(all(facts).map((f) => f.thcRank)).toEqual([0, 1, 0.5]);
  });
});

import { describe, expect, test } from 'vitest';
import type { MenuFeatureReader } from '../../../../../demo-host/api/data/menuFeatureRows';
import { createStoreFactsCache } from '../../../../../demo-host/merchandising/budtender/buildStoreFacts';
import { buildMenuIndex } from '../../../../../demo-host/search';
import { KINDS, type MenuProduct } from '../../../../../shared/types';
import { menuProduct } from '../../search/menuFixtures';

// The budtender's facts are columns, not an object a product (docs/budtender.md § Store facts): at 50,000 products an
// object a product held about 100 MB. Bytes are counted by walking what the facts hold, never timed or sampled.

/** The facts may hold this many bytes a product at most (typed arrays, a lowercase name, a share of the interned tables). */
const FACTS_BYTES_PER_PRODUCT = 256;

const FEELINGS = ['Sleepy', 'Relaxed', 'Happy', 'Energetic', 'Focused', 'Creative'];
const ACTIVITIES = ['Get some sleep', 'Be social', 'Get relief'];

function menuOf(count: number): MenuProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    return menuProduct(i + 1, {
      name: `Product number ${i + 1} of the menu`,
      kind,
      type: kind === 'flower' ? 'hybrid' : kind,
      brand: `Brand ${i % 40}`,
      root_subtype: `subtype ${i % 12}`,
      percent_thc: 10 + (i % 20),
      feelings: [FEELINGS[i % 6], FEELINGS[(i + 2) % 6], FEELINGS[(i + 4) % 6]],
      activities: [ACTIVITIES[i % 3], ACTIVITIES[(i + 1) % 3]],
      price_gram: 10 + (i % 9),
      price_eighth_ounce: 30 + (i % 17),
      price_each: 20 + (i % 11),
      best_seller_rank: i % 5 === 0 ? i + 1 : null,
      review_count: i % 3,
      aggregate_rating: i % 3 ? 4.2 : null,
    });
  });
}

/** Bytes held by a value and all it reaches, by V8's usual sizes: typed arrays by their bytes, strings at 2 bytes a character. */
function heldBytes(value: unknown, seen = new Set<unknown>()): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object') return 8;
  if (seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof Map) return 32 + [...value].reduce((sum, [k, v]) => sum + 40 + heldBytes(k, seen) + heldBytes(v, seen), 0);
  if (value instanceof Set) return 32 + [...value].reduce((sum, v) => sum + 24 + heldBytes(v, seen), 0);
  if (Array.isArray(value)) return 16 + value.reduce((sum: number, v) => sum + 8 + heldBytes(v, seen), 0);
  return 24 + Object.values(value).reduce((sum: number, v) => sum + 8 + heldBytes(v, seen), 0);
}

describe('the budtender facts', () => {
  test.each([500, 5000])('of %i products hold a bounded number of bytes a product, read once', async (count) => {
    const products = menuOf(count);
    const index = buildMenuIndex(1, products);
    const reads = { count: 0 };
    const features: MenuFeatureReader = async function* () {
      reads.count++;
      yield products;
    };
    const facts = await createStoreFactsCache(features)(index);
    expect(facts.count).toBe(count);
    expect(heldBytes(facts) / count).toBeLessThan(FACTS_BYTES_PER_PRODUCT);
    expect(facts.bytes() / count).toBeLessThan(FACTS_BYTES_PER_PRODUCT);
    expect(reads.count).toBe(1);
  });
});

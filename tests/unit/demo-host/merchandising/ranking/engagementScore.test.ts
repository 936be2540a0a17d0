import { describe, expect, test } from 'vitest';
import { liftOf, MAX_LIFT, MIN_LIFT, NO_ENGAGEMENT, rerankByEngagement, type ProductEngagement } from '../../../../../demo-host/merchandising/ranking/engagementScore';

const engagement = (e: Partial<ProductEngagement>): ProductEngagement => ({ ...NO_ENGAGEMENT, ...e });

describe('liftOf (docs/api-merchandising.md § Engagement)', () => {
  test.each([
    ['no engagement', undefined, 1],
    ['as many clicks as the prior expects', engagement({ impressions: 19, clicks: 1 }), (2 / 39) * 20],
    ['three clicks, no impressions seen', engagement({ clicks: 3 }), (4 / 23) * 20],
    ['an add-to-cart weighs three clicks', engagement({ impressions: 10, addToCart: 1 }), (4 / 30) * 20],
    ['many impressions, no clicks: down, not below the floor', engagement({ impressions: 1000 }), MIN_LIFT],
    ['a flood of clicks: up, not above the ceiling', engagement({ impressions: 5, clicks: 500 }), MAX_LIFT],
  ])('%s', (_, e, lift) => {
    expect(liftOf(e)).toBeCloseTo(lift, 10);
  });
});

describe('rerankByEngagement', () => {
  /** The rule as written: sort every product by (position + 1) / lift, ties by position. */
  const reference = (ids: number[], stats: Map<number, ProductEngagement>, extra: (id: number) => number) =>
    ids
      .map((id, position) => ({ id, position, key: (position + 1) / (liftOf(stats.get(id)) * extra(id)) }))
      .sort((a, b) => a.key - b.key || a.position - b.position)
      .map((entry) => entry.id);

  test('a clicked product overtakes the ones just ahead of it, not the whole row', () => {
    const stats = new Map([[5, engagement({ clicks: 3 })]]);
    // Product 5 (5th): lift (3 + 1) / (3 + 20) × 20 ≈ 3.48, so it sorts at 5 / 3.48 ≈ 1.44: after the first, before the second.
    expect(rerankByEngagement([1, 2, 3, 4, 5, 6], stats)).toEqual([1, 5, 2, 3, 4, 6]);
  });

  test('agrees with sorting every product, on many random rows', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let run = 0; run < 200; run++) {
      const ids = Array.from({ length: 1 + Math.floor(random() * 60) }, (_, i) => i + 1);
      const stats = new Map(ids.filter(() => random() < 0.3).map((id) => [id, engagement({ impressions: Math.floor(random() * 40), clicks: Math.floor(random() * 5) })]));
      const boosted = new Set(ids.filter(() => random() < 0.1));
      const extra = (id: number) => (boosted.has(id) ? 2 : 1);
      expect(rerankByEngagement(ids, stats, extra)).toEqual(reference(ids, stats, extra));
    }
  });
});

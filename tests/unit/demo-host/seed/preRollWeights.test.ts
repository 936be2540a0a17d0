import { describe, expect, test } from 'vitest';
import { buildCatalogue } from '../../../../demo-host/seed';

// 000 §3: a pre-roll is sold each, and a flower limit counts it by its net_weight_grams. The seed's net weight must
// be what its name says: a single pre-roll weighs 0.5–1 g (it counted as "Flower 3.5 of 28.5 g" when the seed drew
// 3.5 g for a single), a 5-pack five singles, and mini dogwalkers (0.35 g each) come in packs.
const GRAMS_BY_NAME: [RegExp, number[]][] = [
  [/ Infused Pre-Roll$/, [0.5, 1]],
  [/ Pre-Roll 5-Pack$/, [2.5, 3.5, 5]],
  [/ Mini Dogwalkers$/, [1.05, 1.75, 3.5]],
  [/ Pre-Roll$/, [0.5, 0.75, 1]],
];

describe('the seed weighs each pre-roll as its name says', () => {
  const preRolls = buildCatalogue({ stores: 2, products: 600 }).products.filter((p) => p.row.kind === 'pre-roll');

  test.each(GRAMS_BY_NAME.map(([pattern, grams]) => [pattern.source, pattern, grams] as const))('%s', (_name, pattern, grams) => {
    const named = preRolls.filter((p) => pattern.test(p.row.name) && GRAMS_BY_NAME.find(([other]) => other.test(p.row.name))?.[0] === pattern);
    expect(named.length).toBeGreaterThan(0);
    for (const p of named) expect({ name: p.row.name, grams: p.data.net_weight_grams }).toEqual({ name: p.row.name, grams: expect.toBeOneOf(grams) });
  });
});

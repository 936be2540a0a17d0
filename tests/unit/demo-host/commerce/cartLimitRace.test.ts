import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addBody, openHarness, patchStore, type Harness } from './harness';

vi.setConfig({ testTimeout: 60_000 });

// Cart limits hold under concurrency: two requests that each fit the limit alone must not both land in one
// cart (the store's cart_limit_rules, checked on every add and update; docs/api-commerce.md).

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];
const FLOWER_LIMIT = { product_group_name: 'Flower', limit_value: 28.5, limit_unit: 'g' as const, rule_type: 'product' as const, product_types: ['flower' as const] };
const PAIRS = 6;

/** Store-1 flower products offering `weight`, in stock for `count`, with a per-order cap of at least `count`. */
async function flowerOffering(h: Harness, weight: string, count: number): Promise<number[]> {
  const rows = await h.db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .selectAll('m')
    .where('m.store_id', '=', 1)
    .where('m.visible', '=', 1)
    .where('p.kind', '=', 'flower')
    .orderBy('m.product_id')
    .execute();
  return rows.flatMap((r) => {
    const data = JSON.parse(r.data) as { inventories: { price_id: string; quantity: number }[]; max_cart_quantity_by_weight: Record<string, number> };
    const stock = data.inventories.find((i) => i.price_id === weight)?.quantity ?? 0;
    return (r as unknown as Record<string, number | null>)[`price_${weight}`] != null && stock >= count && (data.max_cart_quantity_by_weight[weight] ?? 0) >= count
      ? [r.product_id]
      : [];
  });
}

const flowerGrams = async (h: Harness, uuid: string) => {
  const lines = (await h.call('GET', '/carts', { query: { uuid } })).body.cart.products as { price_id: string; count: number }[];
  const grams: Record<string, number> = { ounce: 28.3495, quarter_ounce: 7.0874 };
  return lines.reduce((sum, l) => sum + (grams[l.price_id] ?? 0) * l.count, 0);
};

describe.each(databases)('cart limits under concurrent changes on %s', (_name, databaseUrl) => {
  let h: Harness;
  let ounces: number[];
  let quarters: number[];
  beforeAll(async () => {
    h = await openHarness({ databaseUrl });
    await patchStore(h.db, 1, { cart_limit_rules: [FLOWER_LIMIT] });
    ounces = await flowerOffering(h, 'ounce', 1);
    quarters = await flowerOffering(h, 'quarter_ounce', 3);
    expect(ounces.length).toBeGreaterThanOrEqual(2);
    expect(quarters.length).toBeGreaterThanOrEqual(2);
  }, 60_000);
  afterAll(() => h.close());

  test(`${PAIRS} pairs of concurrent one-ounce adds: one of each pair is refused, no cart goes over 28.5 g`, async () => {
    for (let pair = 0; pair < PAIRS; pair++) {
      const uuid = (await h.call('POST', '/carts', { body: { store_id: 1 } })).body.cart.uuid as string;
      const [a, b] = [ounces[pair % ounces.length], ounces[(pair + 1) % ounces.length]];
      const answers = await Promise.all([a, b].map((id) => h.call('POST', '/cart_products', { body: addBody(1, { product_id: id, price_id: 'ounce' }, 1, uuid) })));
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body.message))).toEqual([200, 422]);
      expect(answers.find((r) => r.status === 422)!.body.code).toBe('cart_limit_exceeded');
      expect(await flowerGrams(h, uuid)).toBeLessThanOrEqual(28.5);
    }
  });

  test(`${PAIRS} pairs of concurrent count updates (PATCH): one of each pair is refused, no cart goes over 28.5 g`, async () => {
    for (let pair = 0; pair < PAIRS; pair++) {
      const [a, b] = [quarters[pair % quarters.length], quarters[(pair + 1) % quarters.length]];
      const first = await h.call('POST', '/cart_products', { body: addBody(1, { product_id: a, price_id: 'quarter_ounce' }, 1) });
      const uuid = first.body.cart_uuid as string;
      expect((await h.call('POST', '/cart_products', { body: addBody(1, { product_id: b, price_id: 'quarter_ounce' }, 1, uuid) })).status).toBe(200);
      // Each alone makes 3 + 1 quarters (28.3 g); both make 6 quarters (42.5 g).
      const answers = await Promise.all(
        [a, b].map((id) => h.call('PATCH', `/cart_products/${id}`, { body: { cart_uuid: uuid, product: { count: 3, price_id: 'quarter_ounce' } } })),
      );
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body.message))).toEqual([200, 422]);
      expect(answers.find((r) => r.status === 422)!.body.code).toBe('cart_limit_exceeded');
      expect(await flowerGrams(h, uuid)).toBeLessThanOrEqual(28.5);
    }
  });
});

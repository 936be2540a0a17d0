import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../../../demo-host/api';
import { cartLimitMeters } from '../../../../shared/cart';
import type { CartLimitRule, MenuProduct, WeightId } from '../../../../shared/types';
import { addBody, menuPicks, openHarness, patchStore, type Harness, type MenuPick } from './harness';

// The widget's purchase-limit meter must agree with the server's refusal exactly. The widget weighs a
// line with the menu product it got from GET /products/{id}?store_id (what the card and product page hold); the
// server weighs it from its own rows. Same cart, same rule: the meter's amount is the amount the 422 names.
let h: Harness;
let catalogue: ReturnType<typeof createApi>;
let lines: { pick: MenuPick; count: number; product: MenuProduct }[];
let uuid: string;

const ALL_KINDS: CartLimitRule['product_types'] = ['flower', 'pre-roll', 'extract', 'vape', 'edible', 'tincture', 'topical'];

beforeAll(async () => {
  h = await openHarness();
  catalogue = createApi({ db: h.db, dialect: h.dialect, config: { partnerOrigins: [] }, env: {}, log: () => {} });
  await patchStore(h.db, 1, { cart_limit_rules: [] });
  const picks = await menuPicks(h.db, 1);
  const product = async (id: number) => (await (await catalogue.request(`/products/${id}?store_id=1`)).json()) as MenuProduct;
  // One line of each kind the rules treat differently: THC mg (edible, tincture), net weight (a pre-roll sold
  // each), concentrates by their equivalency, flower by weight.
  lines = [];
  for (const kind of ['edible', 'tincture', 'pre-roll', 'extract', 'vape', 'flower']) {
    for (const pick of picks.filter((p) => p.kind === kind && p.max >= 2)) {
      const wire = await product(pick.product_id);
      if ((kind === 'edible' || kind === 'tincture') && !wire.thc_dosage_milligrams) continue;
      if (kind === 'pre-roll' && (pick.price_id !== 'each' || !wire.net_weight_grams)) continue;
      lines.push({ pick, count: 2, product: wire });
      break;
    }
  }
  expect(lines.map((l) => l.pick.kind)).toEqual(['edible', 'tincture', 'pre-roll', 'extract', 'vape', 'flower']);
  for (const line of lines) {
    const r = await h.call('POST', '/cart_products', { body: addBody(1, line.pick, line.count, uuid) });
    expect(r.status).toBeLessThan(300);
    uuid = r.body.cart_uuid;
  }
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("the meter agrees with the server's refusal (000 §3 cart_limit_rules)", () => {
  test.each<[string, Omit<CartLimitRule, 'limit_value'>]>([
    ['THC mg of edibles and tinctures', { product_group_name: 'Edibles (THC)', limit_unit: 'mg', rule_type: 'product', product_types: ['edible', 'tincture'] }],
    ['grams of flower and pre-rolls', { product_group_name: 'Flower', limit_unit: 'g', rule_type: 'product', product_types: ['flower', 'pre-roll'] }],
    ['grams of concentrates', { product_group_name: 'Concentrates', limit_unit: 'g', rule_type: 'product', product_types: ['extract', 'vape'] }],
    ['flower-equivalent grams of everything', { product_group_name: 'Flower equivalent', limit_unit: 'g', rule_type: 'equivalency', product_types: ALL_KINDS }],
    ['flower-equivalent ounces of everything', { product_group_name: 'Monthly supply', limit_unit: 'oz', rule_type: 'equivalency', product_types: ALL_KINDS }],
    ['items of everything', { product_group_name: 'Items', limit_unit: 'each', rule_type: 'product', product_types: ALL_KINDS }],
  ])('%s', async (_name, partial) => {
    // A limit just under what the cart holds makes the server name its amount: one more of the first line.
    const rule: CartLimitRule = { ...partial, limit_value: 0.01 };
    await patchStore(h.db, 1, { cart_limit_rules: [rule] });
    const [first] = lines;
    const r = await h.call('PATCH', `/cart_products/${first.pick.product_id}`, { body: { cart_uuid: uuid, product: { count: first.count + 1, price_id: first.pick.price_id } } });
    expect(r.status).toBe(422);
    const wouldHold = lines.map((l, i) => ({ kind: l.product.kind, weight: l.pick.price_id as WeightId, count: l.count + (i === 0 ? 1 : 0), limit: l.product }));
    const [meter] = cartLimitMeters([rule], wouldHold);
    expect(r.body.limit.cart_amount).toBeGreaterThan(0);
    expect(meter).toMatchObject({ group: rule.product_group_name, used: r.body.limit.cart_amount, over: true });
    await patchStore(h.db, 1, { cart_limit_rules: [] });
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addBody, menuPicks } from '../commerce/harness';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// 000 §4 / 001 §2 store special detail "gold flag": a special is a Gold members' one when its row says so (specials.gold,
// migration 0015). The list and the detail carry it, the admin API edits it (docs/api-admin.md § Specials), and the seed
// makes one bundle of every store gold so the demo can show the gold-bundles flag (000 §1).

let a: AdminHarness;

beforeAll(async () => {
  a = await openAdminHarness();
}, 60_000);
afterAll(() => a.close());

type WireSpecial = { id: number; title: string; special_type: string; gold: boolean };
const listed = async (storeId: number): Promise<WireSpecial[]> => (await a.call('GET', `/stores/${storeId}/specials`)).body.specials;
const goldRow = (storeId: number) => a.h.db.selectFrom('specials').selectAll().where('store_id', '=', storeId).where('gold', '=', 1).execute();

describe('the seed and the wire', () => {
  test.each([1, 2])('store %i has exactly one gold special in its table, and it is a bundle', async (storeId) => {
    const rows = await goldRow(storeId);
    expect(rows.map((r) => r.special_type)).toEqual(['bundle']);
  });

  test('GET /stores/1/specials carries gold on every special: true for the gold bundle only', async () => {
    const specials = await listed(1);
    const [gold] = await goldRow(1);
    for (const s of specials) expect(typeof s.gold).toBe('boolean');
    expect(specials.filter((s) => s.gold).map((s) => s.id)).toEqual([gold.id]);
  });

  test.each([
    ['the gold bundle', true],
    ['an ordinary special', false],
  ])('the detail of %s: special.gold and detail.gold are the row’s (%s)', async (_name, gold) => {
    const specials = await listed(1);
    const special = specials.find((s) => s.gold === gold)!;
    const r = await a.call('GET', `/stores/1/specials/${special.id}`);
    expect(r.status).toBe(200);
    expect(r.body.special.gold).toBe(gold);
    expect(r.body.detail.gold).toBe(gold);
  });
});

describe('the admin API edits gold', () => {
  test('PATCH gold true, then false on a bundle: the admin answer, the list and the detail follow', async () => {
    const bundle = (await listed(1)).find((s) => !s.gold && s.special_type === 'bundle')!;
    for (const gold of [true, false]) {
      const r = await a.call('PATCH', `/admin/stores/1/specials/${bundle.id}`, { body: { gold } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.special).toMatchObject({ id: bundle.id, gold });
      expect((await listed(1)).find((s) => s.id === bundle.id)!.gold).toBe(gold);
      expect((await a.call('GET', `/stores/1/specials/${bundle.id}`)).body.detail.gold).toBe(gold);
      expect((await a.call('GET', `/admin/stores/1/specials/${bundle.id}`)).body.special.gold).toBe(gold);
    }
  });

  const none = { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] };
  const bundleBody = {
    title: 'Gold test',
    special_type: 'bundle',
    discount_type: 'percent',
    discount_percent: 5,
    bundle_settings: { threshold_number_of_items_in_cart: 2, max_number_of_discounted_products: 1, discount_application_method: 'cheapest', discount_distribution: 'each' },
    rules: { include: none, exclude: none, qualifier: { ...none, kinds: ['vape'] }, discountable: { ...none, kinds: ['vape'] } },
  };

  test.each<[string, Record<string, unknown>, string]>([
    ['"yes"', { gold: 'yes' }, 'must be true or false'],
    ['1', { gold: 1 }, 'must be true or false'],
    ['null', { gold: null }, 'must be true or false'],
    // The flag is gold-bundles: a product special names itself on menu cards and product pages, which it does not gate.
    ['true on a product special', { gold: true, special_type: 'product', bundle_settings: null }, 'only a bundle can be gold'],
  ])('PATCH gold %s is a 422 naming gold, and the row stays as it was', async (_name, body, message) => {
    const [row] = await goldRow(2);
    const plain = (await a.call('GET', '/admin/stores/2/specials')).body.specials.find((s: WireSpecial) => s.special_type === 'product');
    const target = body.special_type === 'product' ? plain.id : row.id;
    const r = await a.call('PATCH', `/admin/stores/2/specials/${target}`, { body });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.validations.gold).toEqual([message]);
    expect((await goldRow(2)).map((x) => x.id)).toEqual([row.id]);
  });

  test('POST without gold makes an ordinary special; POST with gold true makes a gold one', async () => {
    const plain = await a.call('POST', '/admin/stores/2/specials', { body: bundleBody });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.special.gold).toBe(false);
    const gold = await a.call('POST', '/admin/stores/2/specials', { body: { ...bundleBody, gold: true } });
    expect(gold.status, JSON.stringify(gold.body)).toBe(201);
    expect(gold.body.special.gold).toBe(true);
    const row = await a.h.db.selectFrom('specials').select('gold').where('id', '=', gold.body.special.id).executeTakeFirstOrThrow();
    expect(row.gold).toBe(1);
  });
});

describe("the bag's bundle prompt (001 §4)", () => {
  test('find_bundle_specials says which bundles are gold, so the widget can keep one it hides out of its prompt', async () => {
    const [gold] = await goldRow(1);
    const [edible] = await menuPicks(a.h.db, 1, ['edible']);
    const added = await a.h.call('POST', '/cart_products', { body: addBody(1, edible, 1) });
    expect(added.status).toBe(201);
    const r = await a.h.call('GET', '/carts/find_bundle_specials', { query: { uuid: added.body.cart_uuid, touched_product_id: String(edible.product_id) } });
    expect(r.status).toBe(200);
    const bundles = r.body.bundles as { special_id: number; gold: boolean }[];
    expect(bundles.map((b) => b.special_id)).toContain(gold.id);
    for (const bundle of bundles) expect(bundle.gold).toBe(bundle.special_id === gold.id);
    expect(r.body.gold).toBe(r.body.special_id === gold.id);
  });
});

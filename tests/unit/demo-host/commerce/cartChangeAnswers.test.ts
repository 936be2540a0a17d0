import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addBody, menuPicks, openHarness, type Harness, type MenuPick } from './harness';
import { STATEMENTS_PER_CHANGE_BOUND, statementCounter } from './statementCount';

vi.setConfig({ testTimeout: 30_000 });

const counter = statementCounter();
let h: Harness;
let picks: MenuPick[];
let bundled: MenuPick;

beforeAll(async () => {
  h = await openHarness({ plugin: counter.plugin });
  picks = await menuPicks(h.db, 1);
  // A product of store 1 that qualifies for one of its bundle specials, so the bundle prompt has something to say.
  const rows = await h.db.selectFrom('menu_products').select(['product_id', 'data']).where('store_id', '=', 1).where('visible', '=', 1).execute();
  const inBundle = new Set(rows.filter((r) => (JSON.parse(r.data).applicable_bundle_special_ids?.qualify ?? []).length > 0).map((r) => r.product_id));
  bundled = picks.find((p) => inBundle.has(p.product_id))!;
  expect(bundled).toBeDefined();
}, 60_000);
afterAll(() => h.close());

async function cartWith(...lines: MenuPick[]): Promise<string> {
  let uuid: string | undefined;
  for (const pick of lines) uuid = (await h.call('POST', '/cart_products', { body: addBody(1, pick, 1, uuid) })).body.cart_uuid;
  return uuid!;
}

/** One change of each kind to the bundled product: the cart it starts from (made first), then the change. */
const changes = [
  { name: 'a first add (POST /cart_products)', status: 201, setup: async () => undefined, change: () => h.call('POST', '/cart_products', { body: addBody(1, bundled, 1) }) },
  {
    name: 'an add to a cart (POST /cart_products)',
    status: 200,
    setup: () => cartWith(picks[1]),
    change: (uuid?: string) => h.call('POST', '/cart_products', { body: addBody(1, bundled, 2, uuid) }),
  },
  {
    name: 'an update (PATCH /cart_products/:id)',
    status: 200,
    setup: () => cartWith(picks[1], bundled),
    change: (uuid?: string) => h.call('PATCH', `/cart_products/${bundled.product_id}`, { body: { cart_uuid: uuid, product: { count: 3, price_id: bundled.price_id } } }),
  },
  {
    name: 'a delete (DELETE /cart_products/:id)',
    status: 200,
    setup: () => cartWith(picks[1], bundled),
    change: (uuid?: string) => h.call('DELETE', `/cart_products/${bundled.product_id}`, { query: { cart_uuid: uuid!, price_id: bundled.price_id } }),
  },
];

describe('a cart change answers everything the widget shows after it (DESIGN §3: one request per cart change)', () => {
  test.each(changes)('$name answers the priced cart, its POS totals and the bundle prompt of the touched product', async ({ status, setup, change }) => {
    const answer = await change(await setup());
    expect(answer.status).toBe(status);
    const uuid = answer.body.cart.uuid as string;
    // What the widget asked for after a change before: GET /carts, /pos_cart, /carts/find_bundle_specials.
    const [cart, pos, bundle] = await Promise.all([
      h.call('GET', '/carts', { query: { uuid } }),
      h.call('GET', '/pos_cart', { query: { cart_uuid: uuid } }),
      h.call('GET', '/carts/find_bundle_specials', { query: { uuid, touched_product_id: bundled.product_id } }),
    ]);
    expect(answer.body.cart).toEqual(cart.body.cart);
    expect(answer.body.cart.pos).toEqual(pos.body);
    expect(answer.body.bundle).toEqual(bundle.body);
  });

  test('the bundle prompt of an add says which bundle the product is part of', async () => {
    const answer = await h.call('POST', '/cart_products', { body: addBody(1, bundled, 1) });
    expect(answer.body.bundle.status).not.toBe('none');
    expect(answer.body.bundle.special_id).toEqual(expect.any(Number));
  });
});

// Before, one "Add to bag" made 5 requests (the add, /pos_cart, find_bundle_specials, optimize_specials, /pos_cart
// again) that ran 41 statements between them (counted the same way) and priced the cart five times.
describe('SQL statements per cart change', () => {
  test.each(changes)('$name runs at most the bound', async ({ name, setup, change }) => {
    const uuid = await setup();
    counter.reset();
    const answer = await change(uuid);
    const statements = counter.count();
    console.log(`${name}: ${statements} SQL statements`);
    expect(answer.status).toBeLessThan(300);
    expect(statements).toBeLessThanOrEqual(STATEMENTS_PER_CHANGE_BOUND);
  });
});

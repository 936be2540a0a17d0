import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { TOTAL_UPDATED } from '../../../../demo-host/commerce';
import { addBody, menuPicks, openHarness, patchStore, register, type Harness, type MenuPick } from './harness';
import { LOYALTY_STORE_ONE, setMemberPoints } from './loyaltyFixtures';

// 001 §3 Loyalty integration, §7 apply_crm_redemption, §8 CRM redemption errors (error_message): a reward
// needs the cart's signed-in user to be a member of the store's program with the points for it, when it is
// applied and on every pricing after (checkout included).

vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let pick: MenuPick;
let provider: string;

beforeAll(async () => {
  h = await openHarness();
  provider = 'data_owl';
  await patchStore(h.db, 1, { ...LOYALTY_STORE_ONE, loyalty_points_stacking_enabled: true } as never);
  pick = (await menuPicks(h.db, 1)).find((p) => p.price >= 5000)!;
}, 60_000);
afterAll(() => h.close());

let n = 0;
/** A signed-in shopper; with `points`, a member of store 1's program holding them. */
async function shopper(points?: number, memberOf = provider): Promise<{ token: string; id: number }> {
  const user = await register(h, `loyal-${n++}@example.com`, { birth_date: '1990-02-03' });
  if (points !== undefined) await setPoints(user.id, points, memberOf);
  return user;
}
async function setPoints(userId: number, points: number, memberOf = provider): Promise<void> {
  await setMemberPoints(h.db, 1, userId, points, memberOf);
}
async function cartOf(token?: string): Promise<string> {
  return (await h.call('POST', '/cart_products', { body: addBody(1, pick, 1), token })).body.cart_uuid;
}
const apply = (uuid: string, reward: string, token?: string) => h.call('POST', '/carts/apply_crm_redemption', { body: { cart_uuid: uuid, reward_name: reward }, token });
const getCart = async (uuid: string, token?: string) => (await h.call('GET', '/carts', { query: { uuid }, token })).body.cart;

describe('POST /carts/apply_crm_redemption refuses what the shopper cannot back (422 error_message)', () => {
  test.each<[string, number | 'guest' | 'no member' | 'other program', string, string]>([
    ['an anonymous cart', 'guest', '$5 off', 'Sign in to redeem loyalty rewards'],
    ['a signed-in shopper who is not a member', 'no member', '$5 off', "Join this store's loyalty program to redeem rewards"],
    ['a member of another program', 'other program', '$5 off', "Join this store's loyalty program to redeem rewards"],
    ['a member with 50 points', 50, '$5 off', '$5 off needs 100 points; you have 50'],
    ['a member with 200 points', 200, '$15 off', '$15 off needs 250 points; you have 200'],
  ])('%s', async (_name, who, reward, message) => {
    const user =
      who === 'guest' ? undefined : await shopper(who === 'no member' ? undefined : who === 'other program' ? 1000 : who, who === 'other program' ? 'alpineiq' : provider);
    const uuid = await cartOf(user?.token);
    const before = await getCart(uuid, user?.token);
    const r = await apply(uuid, reward, user?.token);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ message, error_message: message });
    expect((await getCart(uuid, user?.token)).order_total).toBe(before.order_total);
  });

  test('the red-team cart: an anonymous cart takes neither $5 nor $15 off and checks out at the full total', async () => {
    const uuid = await cartOf();
    const full = (await getCart(uuid)).order_total;
    for (const reward of ['$5 off', '$15 off']) expect((await apply(uuid, reward)).status).toBe(422);
    const r = await h.call('POST', '/carts/checkout', {
      body: { cart_uuid: uuid, payment_method: 'cash', birth_date: '1990-02-03', contact: { first_name: 'A', last_name: 'B', email: 'red@example.com' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.reservation.amount).toBe(full);
  });

  test('the points of the rewards already on the cart count: 300 points take $5 off, then not $15 off', async () => {
    const user = await shopper(300);
    const uuid = await cartOf(user.token);
    expect((await apply(uuid, '$5 off', user.token)).status).toBe(200);
    const second = await apply(uuid, '$15 off', user.token);
    expect(second.body.error_message).toBe('$15 off needs 250 points; you have 200');
  });
});

describe('a redemption no longer backed gives no discount (GET /carts and checkout)', () => {
  async function redeemed(): Promise<{ user: { token: string; id: number }; uuid: string; full: number; discounted: number }> {
    const user = await shopper(300);
    const uuid = await cartOf(user.token);
    const full = (await getCart(uuid, user.token)).order_total;
    const applied = await apply(uuid, '$15 off', user.token);
    expect(applied.status).toBe(200);
    expect(applied.body.cart.order_total).toBeLessThan(full);
    return { user, uuid, full, discounted: applied.body.cart.order_total };
  }

  test('the points are gone: the reward moves to removed_crm_redemptions and checkout charges the full total', async () => {
    const { user, uuid, full, discounted } = await redeemed();
    await setPoints(user.id, 0);
    const cart = await getCart(uuid, user.token);
    expect(cart.crm_redemptions).toEqual([]);
    expect(cart.removed_crm_redemptions).toEqual([expect.objectContaining({ reward_name: '$15 off', point_value: 250, crm_provider: provider })]);
    expect(cart.order_total).toBe(full);
    const stale = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash', expected_total: discounted }, token: user.token });
    expect(stale.body.message).toBe(TOTAL_UPDATED);
    const placed = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash' }, token: user.token });
    expect(placed.body.reservation.amount).toBe(full);
  });

  test("the shopper signed out (001 §4: the cart's user is detached): the cart checks out as a guest at the full total", async () => {
    const { user, uuid, full } = await redeemed();
    expect((await h.call('PATCH', '/carts', { body: { uuid, user_id: null }, token: user.token })).status).toBe(200);
    const r = await h.call('POST', '/carts/checkout', {
      body: { cart_uuid: uuid, payment_method: 'cash', birth_date: '1990-02-03', contact: { first_name: 'A', last_name: 'B', email: 'gone@example.com' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.reservation.amount).toBe(full);
  });

  test('a guest cart carrying a redemption written before these checks gets no discount', async () => {
    const uuid = await cartOf();
    const full = (await getCart(uuid)).order_total;
    const row = await h.db.selectFrom('carts').select(['id', 'data']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const data = { ...JSON.parse(row.data), crm_redemptions: [{ id: 1, crm_provider: provider, reward_name: '$15 off', point_value: 250, cash_reward: 1500 }] };
    await h.db
      .updateTable('carts')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', row.id)
      .execute();
    expect((await getCart(uuid)).order_total).toBe(full);
  });

  test('a member still holding the points keeps the discount through checkout', async () => {
    const { user, uuid, discounted } = await redeemed();
    const r = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash', expected_total: discounted }, token: user.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.reservation.amount).toBe(discounted);
  });
});

import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addBody, hostApiOver, menuPicks, openHarness, patchStore, register, type Harness, type MenuPick } from './harness';
import { LOYALTY_STORE_ONE, ledgerTotal, setMemberPoints } from './loyaltyFixtures';

// 001 §3 Loyalty integration: automatic_redemption (the program applies the rewards itself), wallet_state (locked
// or unlocked) and the cart's crm_redemptions / removed_crm_redemptions. Store 1's program: $5 off for 100 points,
// $15 off for 250 points, once each per order; shared/loyalty automaticRedemptions picks the most cash per point.

vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let big: MenuPick;
let small: MenuPick;
const provider = 'data_owl';
const program = (over: Record<string, unknown> = {}) =>
  ({ ...LOYALTY_STORE_ONE, loyalty: { ...(LOYALTY_STORE_ONE.loyalty as object), automatic_redemption: true, ...over }, loyalty_points_stacking_enabled: true }) as never;

beforeAll(async () => {
  h = await openHarness();
  await patchStore(h.db, 1, program());
  // Plain prices, so the subtotals below are the menu's: no special may take part of them.
  await h.db.deleteFrom('specials').execute();
  await h.db.deleteFrom('brand_specials').execute();
  const picks = await menuPicks(h.db, 1);
  big = picks.find((p) => p.price >= 5000)!;
  small = picks.find((p) => p.price >= 600 && p.price < 1400 && p.product_id !== big.product_id)!;
}, 60_000);
afterAll(() => h.close());

let n = 0;
async function member(points: number): Promise<{ token: string; id: number; memberId: number }> {
  const user = await register(h, `auto-${n++}@example.com`, { birth_date: '1990-02-03' });
  return { ...user, memberId: await setMemberPoints(h.db, 1, user.id, points, provider) };
}
async function cartWith(token: string, ...picks: MenuPick[]): Promise<string> {
  let uuid: string | undefined;
  for (const pick of picks) uuid = (await h.call('POST', '/cart_products', { body: addBody(1, pick, 1, uuid), token })).body.cart_uuid;
  return uuid!;
}
const getCart = async (uuid: string, token?: string) => (await h.call('GET', '/carts', { query: { uuid }, token })).body.cart;
const names = (list: { reward_name: string }[]) => list.map((r) => r.reward_name);

describe('automatic_redemption: a member gets the rewards the chooser picks without asking', () => {
  test('350 points on a $50+ cart: $15 off and $5 off, shown as applied automatically', async () => {
    const user = await member(350);
    const uuid = await cartWith(user.token, big);
    const cart = await getCart(uuid, user.token);
    expect(cart.crm_redemptions).toEqual([
      expect.objectContaining({ reward_name: '$15 off', point_value: 250, cash_reward: 15, crm_provider: provider, automatic: true }),
      expect.objectContaining({ reward_name: '$5 off', point_value: 100, cash_reward: 5, crm_provider: provider, automatic: true }),
    ]);
    expect(cart.discounted_subtotal).toBeCloseTo(big.price / 100 - 20, 2);
  });

  test('a guest and a signed-in non-member get nothing automatically', async () => {
    const guestCart = (await h.call('POST', '/cart_products', { body: addBody(1, big, 1) })).body.cart_uuid;
    expect((await getCart(guestCart)).crm_redemptions).toEqual([]);
    const stranger = await register(h, `auto-${n++}@example.com`, { birth_date: '1990-02-03' });
    expect((await getCart(await cartWith(stranger.token, big), stranger.token)).crm_redemptions).toEqual([]);
  });

  test('re-decided when the cart changes: removing the big line drops $15 off, which the small subtotal cannot carry', async () => {
    const user = await member(250);
    const uuid = await cartWith(user.token, big, small);
    expect(names((await getCart(uuid, user.token)).crm_redemptions)).toEqual(['$15 off']);
    const r = await h.call('DELETE', `/cart_products/${big.product_id}`, { query: { cart_uuid: uuid, price_id: big.price_id }, token: user.token });
    expect(r.status).toBe(200);
    const cart = await getCart(uuid, user.token);
    expect(cart.discounted_subtotal).toBeLessThan(15);
    // 250 points still buy $5 off, which the small line does carry.
    expect(names(cart.crm_redemptions)).toEqual(['$5 off']);
  });

  test('a reward the member removes stays removed for that cart, through later changes', async () => {
    const user = await member(350);
    const uuid = await cartWith(user.token, big);
    const held = (await getCart(uuid, user.token)).crm_redemptions;
    const fifteen = held.find((r: { reward_name: string }) => r.reward_name === '$15 off');
    const removed = await h.call('DELETE', '/carts/remove_crm_redemption', { query: { cart_uuid: uuid, id: fifteen.id }, token: user.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(names(removed.body.cart.crm_redemptions)).toEqual(['$5 off']);
    expect(names(removed.body.cart.removed_crm_redemptions)).toEqual(['$15 off']);
    await h.call('POST', '/cart_products', { body: addBody(1, small, 1, uuid), token: user.token });
    const later = await getCart(uuid, user.token);
    expect(names(later.crm_redemptions)).toEqual(['$5 off']);
    expect(names(later.removed_crm_redemptions)).toEqual(['$15 off']);
  });

  test('checkout spends the points of the automatic rewards once, like manual ones', async () => {
    const user = await member(350);
    const uuid = await cartWith(user.token, big);
    const shown = await getCart(uuid, user.token);
    const placed = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash', expected_total: shown.order_total }, token: user.token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.reservation.amount).toBe(shown.order_total);
    expect(await ledgerTotal(h.db, user.memberId)).toBe(0);
    const spent = await h.db.selectFrom('loyalty_ledger').select('points').where('member_id', '=', user.memberId).where('kind', '=', 'spent').execute();
    expect(spent.map((s) => s.points)).toEqual([-350]);
    // Nothing left to redeem: the next cart gets nothing.
    expect((await getCart(await cartWith(user.token, big), user.token)).crm_redemptions).toEqual([]);
  });
});

describe('wallet_state locked: no automatic and no manual redemption', () => {
  const LOCKED = "Your rewards wallet at this store is locked; rewards can't be redeemed right now";
  beforeAll(() => patchStore(h.db, 1, program({ wallet_state: 'locked' })));
  afterAll(() => patchStore(h.db, 1, program()));

  test('a member with 1000 points: nothing applied, apply refused with a clear message, crm_integration says locked', async () => {
    const user = await member(1000);
    const uuid = await cartWith(user.token, big);
    const cart = await getCart(uuid, user.token);
    expect(cart.crm_redemptions).toEqual([]);
    const r = await h.call('POST', '/carts/apply_crm_redemption', { body: { cart_uuid: uuid, reward_name: '$5 off' }, token: user.token });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ message: LOCKED, error_message: LOCKED });
    const standing = (await h.call('GET', '/stores/1/crm_integration', { token: user.token })).body.crm_integration;
    expect(standing).toMatchObject({ signed_up: true, points: 1000, wallet_state: 'locked' });
    const placed = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash' }, token: user.token });
    expect(placed.body.reservation.amount).toBe(cart.order_total);
    expect(await ledgerTotal(h.db, user.memberId)).toBe(1000);
  });
});

describe('GET /stores/{id}: the program as anyone sees it, not a shopper standing', () => {
  test.each([
    ['a guest', false],
    ['a member with 400 points', true],
  ])('%s reads signed_up false, points 0, wallet locked, and the program settings', async (_name, signedIn) => {
    const token = signedIn ? (await member(400)).token : undefined;
    const r = await hostApiOver(h).request('/stores/1', { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const { store } = (await r.json()) as { store: { loyalty: { redeemable_rewards: { reward_name: string }[] } } };
    expect(store.loyalty).toMatchObject({ signed_up: false, points: 0, wallet_state: 'locked', automatic_redemption: true, provider });
    expect(names(store.loyalty.redeemable_rewards)).toEqual(['$5 off', '$15 off']);
  });
});

import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { TOTAL_UPDATED } from '../../../../demo-host/commerce';
import { readOutbox } from '../../../../demo-host/commerce/mail';
import { openAdminHarness, type AdminHarness } from '../admin/adminHarness';
import { checkoutStoreOne } from './checkoutStoreOne';
import { addBody, type Answer } from './harness';
import { LOYALTY_STORE_ONE, ledgerTotal, setMemberPoints } from './loyaltyFixtures';

// 001 §3 Loyalty integration: points are a ledger per customer and store, spent at checkout on the rewards the cart
// holds, given back when that reservation is cancelled, earned when a reservation is completed (one point per whole
// dollar of its discounted subtotal). 001 §7 crm_integration and initiate_crm_auth link a membership with a code.

vi.setConfig({ testTimeout: 30_000 });

let a: AdminHarness;
let store: Awaited<ReturnType<typeof checkoutStoreOne>>;
const PROVIDER = 'data_owl';

beforeAll(async () => {
  a = await openAdminHarness();
  store = await checkoutStoreOne(a.h, LOYALTY_STORE_ONE);
  // The seeded demo member belongs to store 1's program whatever provider the seed drew; these tests use data_owl.
  await a.h.db.updateTable('loyalty_members').set({ provider: PROVIDER }).where('crm_member_id', '=', 'DEMO-1001').execute();
}, 60_000);
afterAll(() => a.close());

let n = 0;
type Shopper = { token: string; id: number };
async function shopper(points?: number): Promise<Shopper & { memberId: number | null }> {
  const r = await a.call('POST', '/users', { token: null, body: { user: { email: `ledger-${n++}@example.com`, password: 'correct horse battery', birth_date: '1990-02-03' } } });
  expect(r.status).toBe(201);
  const memberId = points === undefined ? null : await setMemberPoints(a.h.db, 1, r.body.user.id, points, PROVIDER);
  return { token: r.body.token, id: r.body.user.id, memberId };
}
const as = (s: Shopper | null) => ({ token: s?.token ?? null });
async function cartWith(s: Shopper, rewards: string[]): Promise<string> {
  const r = await a.call('POST', '/cart_products', {
    ...as(s),
    body: addBody(
      1,
      store.picks.find((p) => p.price >= 2000)!,
      1,
    ),
  });
  expect(r.status).toBe(201);
  for (const reward of rewards) {
    const applied = await a.call('POST', '/carts/apply_crm_redemption', { ...as(s), body: { cart_uuid: r.body.cart_uuid, reward_name: reward } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  return r.body.cart_uuid;
}
const checkout = (s: Shopper, uuid: string) => a.call('POST', '/carts/checkout', { ...as(s), body: { cart_uuid: uuid, payment_method: 'cash' } });
const move = (id: number, status: string) =>
  a.call('PATCH', `/admin/stores/1/reservations/${id}`, { body: { status, ...(status === 'cancelled' ? { reason: 'Out of stock' } : {}) } });
async function walk(id: number, to: string[]): Promise<void> {
  for (const status of to) expect((await move(id, status)).status).toBe(200);
}
const entries = (reservationId: number) => a.h.db.selectFrom('loyalty_ledger').select(['kind', 'points']).where('reservation_id', '=', reservationId).orderBy('id').execute();
const standing = async (s: Shopper | null, query: Record<string, string> = {}) => (await a.call('GET', '/stores/1/crm_integration', { ...as(s), query })) as Answer;

describe('spent at checkout, returned on cancel, earned on completion', () => {
  test.each<[string, number, string[], string[], number]>([
    ['$5 off placed: 400 → 300', 400, ['$5 off'], [], 300],
    ['$5 off and $15 off placed: 400 → 50', 400, ['$5 off', '$15 off'], [], 50],
    ['$15 off placed, then cancelled: 400 → 150 → 400', 400, ['$15 off'], ['cancelled'], 400],
    ['$5 off placed, accepted, then cancelled: back to 400', 400, ['$5 off'], ['accepted', 'cancelled'], 400],
  ])('%s', async (_name, points, rewards, moves, after) => {
    const s = await shopper(points);
    const placed = await checkout(s, await cartWith(s, rewards));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await walk(placed.body.reservation.id, moves);
    expect(await ledgerTotal(a.h.db, s.memberId!)).toBe(after);
    expect((await standing(s)).body.crm_integration).toMatchObject({ signed_up: true, points: after, wallet_state: 'unlocked' });
  });

  test('a completed reservation earns a point per whole dollar of its discounted subtotal, once, and enrols a shopper who was no member', async () => {
    const s = await shopper();
    expect((await standing(s)).body.crm_integration).toMatchObject({ signed_up: false, points: 0, wallet_state: 'locked' });
    const placed = await checkout(s, await cartWith(s, []));
    const id = placed.body.reservation.id;
    const row = await a.h.db.selectFrom('reservations').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    const earned = Math.floor(JSON.parse(row.data).totals.discounted_subtotal / 100);
    expect(earned).toBeGreaterThan(0);
    await walk(id, ['accepted', 'ready', 'completed']);
    expect(await entries(id)).toEqual([{ kind: 'earned', points: earned }]);
    expect((await standing(s)).body.crm_integration).toMatchObject({
      signed_up: true,
      points: earned,
      wallet_state: 'unlocked',
      crm_member_id: expect.stringMatching(/^DOW-\d{10}$/),
    });
    // A move of a completed reservation is refused (a final status), so it cannot earn twice.
    expect((await move(id, 'completed')).status).toBe(409);
    expect(await entries(id)).toEqual([{ kind: 'earned', points: earned }]);
  });

  test("a guest's completed reservation earns nothing", async () => {
    const r = await a.call('POST', '/cart_products', { token: null, body: addBody(1, store.picks[0], 1) });
    const placed = await a.call('POST', '/carts/checkout', {
      token: null,
      body: { cart_uuid: r.body.cart_uuid, payment_method: 'cash', birth_date: '1990-02-03', contact: { first_name: 'A', last_name: 'B', email: 'guest-ledger@example.com' } },
    });
    await walk(placed.body.reservation.id, ['accepted', 'ready', 'completed']);
    expect(await entries(placed.body.reservation.id)).toEqual([]);
  });

  test('two carts of one member, 400 points, $15 off each: the first checkout spends 250, the second answers Your total has been updated', async () => {
    const s = await shopper(400);
    const [first, second] = [await cartWith(s, ['$15 off']), await cartWith(s, ['$15 off'])];
    const answers = await Promise.all([checkout(s, first), checkout(s, second)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)!.body.message).toBe(TOTAL_UPDATED);
    expect(await ledgerTotal(a.h.db, s.memberId!)).toBe(150);
    const stale = answers[0].status === 422 ? first : second;
    const cart = (await a.call('GET', '/carts', { ...as(s), query: { uuid: stale } })).body.cart;
    expect(cart.removed_crm_redemptions).toEqual([expect.objectContaining({ reward_name: '$15 off', point_value: 250 })]);
  });
});

describe('removing a redemption gives its points back (removed_crm_redemptions)', () => {
  test('300 points: $15 off held leaves 50, so $5 off is refused; removing $15 off lists it as removed and $5 off goes on', async () => {
    const s = await shopper(300);
    const uuid = await cartWith(s, ['$15 off']);
    const refused = await a.call('POST', '/carts/apply_crm_redemption', { ...as(s), body: { cart_uuid: uuid, reward_name: '$5 off' } });
    expect(refused.body.error_message).toBe('$5 off needs 100 points; you have 50');
    const held = (await a.call('GET', '/carts', { ...as(s), query: { uuid } })).body.cart.crm_redemptions;
    const removed = await a.call('DELETE', '/carts/remove_crm_redemption', { ...as(s), query: { cart_uuid: uuid, id: held[0].id } });
    expect(removed.status).toBe(200);
    expect(removed.body.cart.crm_redemptions).toEqual([]);
    expect(removed.body.cart.removed_crm_redemptions).toEqual([expect.objectContaining({ reward_name: '$15 off', point_value: 250, crm_provider: PROVIDER, cash_reward: 15 })]);
    const five = await a.call('POST', '/carts/apply_crm_redemption', { ...as(s), body: { cart_uuid: uuid, reward_name: '$5 off' } });
    expect(five.status).toBe(200);
    expect(five.body.cart.crm_redemptions).toEqual([expect.objectContaining({ reward_name: '$5 off' })]);
    // Nothing is spent until checkout.
    expect(await ledgerTotal(a.h.db, s.memberId!)).toBe(300);
  });
});

describe('001 §7 CRM flows: link a membership with a mailed code', () => {
  const codeFor = async (to: string) => /code for member \S+ is (\w{6})/.exec((await readOutbox(a.h.db)).find((m) => m.kind === 'crm_auth' && m.recipient === to)!.body)![1];

  test('a guest sees the program locked, with no points', async () => {
    const r = await standing(null);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ integration_type: 'email', error: null, crm_integration: { signed_up: false, points: 0, wallet_state: 'locked', provider: PROVIDER } });
    expect(r.body.crm_integration.redeemable_rewards[0]).toEqual({ reward_name: '$5 off', point_value: 100, cash_reward: 5, max_count: 1 });
  });

  test.each<[string, Record<string, string>]>([
    ['by member number', { crm_member_id: 'DEMO-1001' }],
    ['by e-mail', { email: 'Demo-Member@example.com' }],
  ])('the demo member, %s: a code to its e-mail, a wrong code, then the right one (spaces and case ignored) unlocks 400 points', async (_name, lookup) => {
    const s = await shopper();
    const uuid = await cartWith(s, []);
    const sent = await a.call('POST', '/carts/initiate_crm_auth', { ...as(s), body: { cart_uuid: uuid, ...lookup } });
    expect(sent.status).toBe(200);
    const code = await codeFor('demo-member@example.com');
    const wrong = await standing(s, { auth_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ error: 'That code is not right', crm_integration: { signed_up: false, wallet_state: 'locked' } });
    const right = await standing(s, { auth_code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
    expect(right.body).toMatchObject({ error: null, crm_integration: { signed_up: true, points: 400, wallet_state: 'unlocked', crm_member_id: 'DEMO-1001' } });
    // Used up: the same code again links nothing more and says so.
    expect((await standing(s, { auth_code: code })).body.error).toBe('That code has expired; ask for a new one');
    await a.h.db.deleteFrom('outbox').where('kind', '=', 'crm_auth').execute();
  });

  test('an unknown member answers the same as a known one, and mails nothing', async () => {
    const s = await shopper();
    const r = await a.call('POST', '/carts/initiate_crm_auth', { ...as(s), body: { cart_uuid: await cartWith(s, []), crm_member_id: 'NOPE-1' } });
    expect(r.body).toEqual({ message: 'If that membership exists, we sent a 6-character code to its e-mail' });
    expect((await readOutbox(a.h.db)).filter((m) => m.kind === 'crm_auth')).toEqual([]);
  });

  test('a code stops working after five wrong tries', async () => {
    const s = await shopper();
    await a.call('POST', '/carts/initiate_crm_auth', { ...as(s), body: { cart_uuid: await cartWith(s, []), crm_member_id: 'DEMO-1001' } });
    const code = await codeFor('demo-member@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await standing(s, { auth_code: wrongCode })).body.error).toBe('That code is not right');
    expect((await standing(s, { auth_code: code })).body.error).toBe('That code has expired; ask for a new one');
    await a.h.db.deleteFrom('outbox').where('kind', '=', 'crm_auth').execute();
  });

  test.each<[string, string]>([
    ['too short', '12345'],
    ['too long', '1234567'],
    ['not letters or digits', '12-456'],
  ])('an auth_code %s is a 400 (001 §5)', async (_name, auth_code) => {
    const r = await standing(null, { auth_code });
    expect(r.status).toBe(400);
    expect(r.body.validations).toEqual({ auth_code: ['must be 6 letters or digits'] });
  });

  test('a guest cannot ask for a code', async () => {
    const r = await a.call('POST', '/cart_products', { token: null, body: addBody(1, store.picks[0], 1) });
    const sent = await a.call('POST', '/carts/initiate_crm_auth', { token: null, body: { cart_uuid: r.body.cart_uuid } });
    expect(sent.status).toBe(422);
    expect(sent.body.error_message).toBe('Sign in to link your loyalty membership');
  });
});

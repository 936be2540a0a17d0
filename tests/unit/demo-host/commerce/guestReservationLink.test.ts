import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addBody, openHarness, register, type Harness, type MenuPick } from './harness';
import { openForShoppers } from './shopper';

// 001 §2: 'Create account' on the guest receipt (is_registered false) makes the guest's reservation the new account's.

let h: Harness;
let picks: MenuPick[];
let carts = 0;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  picks = await openForShoppers(h);
}, 60_000);
afterAll(() => h.close());

/** Places a reservation: a guest's with `email`, or the signed-in `token`'s. */
async function reservation(email: string, token?: string): Promise<{ id: number; uuid: string }> {
  const cart = (await h.call('POST', '/cart_products', { body: addBody(1, picks[carts++ % picks.length]), token })).body.cart_uuid;
  const contact = token ? undefined : { first_name: 'Guest', last_name: 'Shopper', email };
  const body = { cart_uuid: cart, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03', contact };
  const r = await h.call('POST', '/carts/checkout', { body, token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.reservation;
}

const ownerOf = async (id: number) => (await h.db.selectFrom('reservations').select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;
const registerWith = (email: string, reservationUuid?: string) =>
  h.call('POST', '/users', { body: { user: { email, password: 'correct horse battery' }, ...(reservationUuid ? { reservation_uuid: reservationUuid } : {}) } });

describe('POST /users with reservation_uuid', () => {
  test("a guest reservation with the same e-mail (any case) becomes the new account's, and is listed as theirs", async () => {
    const placed = await reservation('Linda.Link@Example.com');
    const r = await registerWith('linda.link@example.com', placed.uuid);
    expect(r.status).toBe(201);
    expect(r.body.linked_reservation_id).toBe(placed.id);
    expect(await ownerOf(placed.id)).toBe(r.body.user.id);
    const mine = await h.call('GET', '/reservations', { token: r.body.token });
    expect(mine.body.reservations.map((x: { id: number; is_guest: boolean }) => [x.id, x.is_guest])).toEqual([[placed.id, false]]);
  });

  test.each([
    ["another e-mail's guest reservation", async () => (await reservation('someone-else@example.com')).uuid, 'not-them@example.com'],
    ['an unknown reservation', async () => '00000000-0000-4000-8000-000000000000', 'unknown-uuid@example.com'],
    ["a signed-in shopper's reservation", async () => (await reservation('', (await register(h, 'owner@example.com')).token)).uuid, 'owner-not@example.com'],
  ])('%s is not linked: 201 with linked_reservation_id null', async (_name, uuidOf, email) => {
    const uuid = await uuidOf();
    const before = await h.db.selectFrom('reservations').select(['id', 'user_id']).where('uuid', '=', uuid).executeTakeFirst();
    const r = await registerWith(email, uuid);
    expect(r.status).toBe(201);
    expect(r.body.linked_reservation_id).toBeNull();
    if (before) expect(await ownerOf(before.id)).toBe(before.user_id);
  });

  test('an e-mail that already has an account (the 202 check-your-e-mail answer) links nothing', async () => {
    await register(h, 'has-account@example.com');
    const placed = await reservation('has-account@example.com');
    const r = await registerWith('has-account@example.com', placed.uuid);
    expect(r.status).toBe(202);
    expect(r.body).not.toHaveProperty('linked_reservation_id');
    expect(await ownerOf(placed.id)).toBeNull();
  });

  test('without reservation_uuid the answer says linked_reservation_id: null', async () => {
    const r = await registerWith('no-link@example.com');
    expect(r.status).toBe(201);
    expect(r.body.linked_reservation_id).toBeNull();
  });
});

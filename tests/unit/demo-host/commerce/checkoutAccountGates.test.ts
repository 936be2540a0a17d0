import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { checkoutStoreOne } from './checkoutStoreOne';
import { NOON_LA, openHarness, patchStore, register, type Harness } from './harness';

// Two refusals a shopper must be able to act on (docs/api-commerce.md checkout): a store that needs an ID on file
// says which documents are missing, and a session that ended answers 401, never the guest checkout's refusals.
vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let store: Awaited<ReturnType<typeof checkoutStoreOne>>;
const cart = (token?: string) => store.cart(token);
let shoppers = 0;
const newEmail = (kind: string) => `${kind}-${++shoppers}@example.com`;

const guest = { first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com' };
// Store 1 sells to 21 and older (checkout_age_minimum), so every checkout attests a birth date.
const ok = { payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03' };
const silverLake = { street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' };
const delivery = { reservation_mode: 'delivery', delivery_address: silverLake };
const COOKIE_MODE = { 'x-canopy-session': 'cookie' };

beforeAll(async () => {
  h = await openHarness();
  // Guests allowed, an ID needed for delivery, delivery to 90026 with no minimum.
  store = await checkoutStoreOne(h, {
    require_checkout_agreement: false,
    guest_checkout_setting: 'allowed',
    pickup_id_required: false,
    delivery_id_required: true,
    birth_date_required: false,
    pickup_minimum: 0,
    delivery_minimum: 0,
    delivery_config_strategy: 'zipcode',
    delivery_zipcodes: [{ zipcode: '90026', fee: 500, min_amount: 0, lead_time_minutes: null, last_call_minutes: null }],
    delivery_payment_options: ['cash'],
    pickup_payment_options: ['cash'],
    allow_off_hours_ordering: false,
    allow_future_day_ordering: true,
    cart_limit_rules: [],
    tip_settings: null,
  });
}, 60_000);
afterAll(() => h.close());
afterEach(() => store.restore());

async function fileDocument(userId: number, document: Record<string, string>): Promise<void> {
  await h.db
    .insertInto('documents')
    .values({ user_id: userId, data: JSON.stringify(document), updated_at: NOON_LA.toISOString() })
    .execute();
}

const reservationsOf = (uuid: string) => h.db.selectFrom('reservations as r').innerJoin('carts as c', 'c.id', 'r.cart_id').select('r.id').where('c.uuid', '=', uuid).execute();

describe('a store that needs an ID on file (000 §3 delivery_id_required, pickup_id_required)', () => {
  const photo = '/api/v1/documents/files/1-00000000000000000000000000000000.jpg';
  test.each([
    [
      'a guest, delivery',
      { store: {}, body: delivery, document: null, signedIn: false },
      'delivery',
      'A photo ID is required for delivery: sign in and add your ID to your profile',
    ],
    [
      'a guest, pickup',
      { store: { pickup_id_required: true }, body: {}, document: null, signedIn: false },
      'pickup',
      'A photo ID is required for pickup: sign in and add your ID to your profile',
    ],
    [
      'a guest, curbside (a pickup)',
      { store: { pickup_id_required: true }, body: { reservation_mode: 'curbside', curbside: { vehicle: 'Red truck' } }, document: null, signedIn: false },
      'curbside',
      'A photo ID is required for curbside: sign in and add your ID to your profile',
    ],
    ['a shopper with no document', { store: {}, body: delivery, document: null, signedIn: true }, 'delivery', 'A photo ID is required for delivery: add your ID to your profile'],
    [
      'a shopper with only a medical card on file',
      { store: {}, body: delivery, document: { mmj_card: photo, mmj_card_back: photo }, signedIn: true },
      'delivery',
      'A photo ID is required for delivery: add your ID to your profile',
    ],
  ])('%s: 422 id_required naming what is missing', async (name, c, mode, message) => {
    await patchStore(h.db, 1, { ...c.store, curbside_pickup_setting: 'allowed', curbside_payment_options: ['cash'] } as never);
    const user = c.signedIn ? await register(h, newEmail('no-id')) : null;
    if (user && c.document) await fileDocument(user.id, c.document);
    const uuid = await cart(user?.token);
    const r = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok, ...(user ? {} : { contact: guest }), ...c.body }, token: user?.token });
    expect(r.status, name).toBe(422);
    expect(r.body).toEqual({ message, code: 'id_required', missing: ['government_photo'], mode, validations: { government_photo: ['Please fill out this field.'] } });
    expect(await reservationsOf(uuid)).toEqual([]);
  });

  test('once the photo ID is on file, the same cart goes through', async () => {
    const user = await register(h, 'files-later@example.com');
    const uuid = await cart(user.token);
    const body = { cart_uuid: uuid, ...ok, ...delivery };
    expect((await h.call('POST', '/carts/checkout', { body, token: user.token })).body.code).toBe('id_required');
    await fileDocument(user.id, { government_photo: photo });
    const placed = await h.call('POST', '/carts/checkout', { body, token: user.token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});

describe('a session that ended (001 §8: a 401 clears the login and prompts it again)', () => {
  const ENDED = 'Your session has ended; please log in again';
  type Ending = (token: string) => Promise<void>;
  const revoke: Ending = async (token) => void (await h.call('DELETE', '/sessions', { token }));
  const expire: Ending = async () => void (h.clock.now = new Date(NOON_LA.getTime() + 31 * 86_400_000));

  test.each([
    ['revoked (signed out elsewhere)', revoke, true],
    ['revoked, on a cart it had not taken', revoke, false],
    ['past its 30 days', expire, true],
  ] as const)('a bearer session %s answers 401, not a guest refusal and not a lost cart', async (_name, end, owned) => {
    const user = await register(h, newEmail('ended'), { birth_date: '1990-02-03' });
    await patchStore(h.db, 1, { delivery_id_required: false });
    const uuid = await cart(owned ? user.token : undefined);
    await end(user.token);
    const r = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok }, token: user.token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: ENDED, code: 'unauthorized' });
    expect(await reservationsOf(uuid)).toEqual([]);
  });

  test.each([['not-a-token'], ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.forged']])('a bearer token that never worked (%s) answers 401', async (token) => {
    await patchStore(h.db, 1, { delivery_id_required: false });
    const uuid = await cart();
    const r = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok, contact: guest }, token });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(ENDED);
  });

  test('a framelessEmbed cookie session that was revoked answers 401 and clears the cookie, so the guest can go on', async () => {
    await patchStore(h.db, 1, { delivery_id_required: false });
    await register(h, 'cookie-ended@example.com');
    const signIn = await h.app.request('/sessions', {
      method: 'POST',
      headers: { ...COOKIE_MODE, 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'cookie-ended@example.com', password: 'correct horse battery' } }),
    });
    const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
    const uuid = await cart();
    const token = cookie.split('=')[1];
    await h.call('DELETE', '/sessions', { token });
    const checkout = (headers: Record<string, string>, body: Record<string, unknown>) =>
      h.app.request('/carts/checkout', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ cart_uuid: uuid, ...ok, ...body }) });
    const refused = await checkout({ ...COOKIE_MODE, cookie }, {});
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(ENDED);
    expect(refused.headers.getSetCookie().join()).toMatch(/canopy_session=;.*Max-Age=0/i);
    // The browser drops the cookie; the same cart then checks out as a guest.
    const asGuest = await checkout(COOKIE_MODE, { contact: guest });
    expect(asGuest.status).toBe(200);
  });

  test('no token at all is still a guest checkout', async () => {
    await patchStore(h.db, 1, { delivery_id_required: false });
    const uuid = await cart();
    const noContact = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok } });
    expect(noContact.status).toBe(422);
    expect(noContact.body.message).toBe('Please enter your contact details');
    expect((await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok, contact: guest } })).status).toBe(200);
  });
});

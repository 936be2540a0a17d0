import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addBody, menuPicks, openHarness, patchStore, register, type Harness, type MenuPick } from './harness';

// Promo codes carry usage limits (migration 0005): per customer and in total, counted on placed reservations
// (a cancelled one gives its use back), taken at checkout atomically. A guest is the customer of the contact's
// e-mail; a signed-in shopper is their account and its e-mail (docs/api-commerce.md).

vi.setConfig({ testTimeout: 60_000 });

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];
const ONCE = 'The promo code WELCOME10 can be used once per customer, and you have used it';

describe.each(databases)('promo code limits on %s', (_name, databaseUrl) => {
  let h: Harness;
  let pick: MenuPick;
  let n = 0;
  beforeAll(async () => {
    h = await openHarness({ databaseUrl });
    await patchStore(h.db, 1, {
      guest_checkout_setting: 'allowed',
      pickup_id_required: false,
      birth_date_required: false,
      pickup_minimum: 0,
      pickup_payment_options: ['cash'],
      require_checkout_agreement: false,
      cart_limit_rules: [],
      allow_off_hours_ordering: true,
    });
    pick = (await menuPicks(h.db, 1)).find((p) => p.price >= 1000)!;
  }, 60_000);
  afterAll(() => h.close());

  /** A store-1 cart with `code` on it, for a guest or the shopper of `token`. */
  async function cartWithCode(code: string, token?: string): Promise<string> {
    const uuid = (await h.call('POST', '/cart_products', { body: addBody(1, pick, 1), token })).body.cart_uuid;
    const patched = await h.call('PATCH', '/carts', { body: { uuid, promo_code: code }, token });
    expect(patched.body.cart.promo_code_status).toBe('applied');
    return uuid;
  }
  const checkout = (uuid: string, who: { email?: string; token?: string }) =>
    h.call('POST', '/carts/checkout', {
      body: { cart_uuid: uuid, payment_method: 'cash', birth_date: '1990-02-03', ...(who.email ? { contact: { first_name: 'Ada', last_name: 'Guest', email: who.email } } : {}) },
      token: who.token,
    });
  const newCode = async (code: string, limits: { max_uses?: number; max_uses_per_customer?: number }) => {
    await h.db
      .insertInto('promo_codes')
      .values({
        store_id: 1,
        code,
        discount_type: 'dollar_amount',
        discount_percent: null,
        discount_dollar_amount_cents: 100,
        cart_minimum_cents: null,
        start_time: null,
        end_time: null,
        ...limits,
      })
      .execute();
  };

  test('WELCOME10 is seeded once per customer, with no total limit', async () => {
    const row = await h.db.selectFrom('promo_codes').select(['max_uses', 'max_uses_per_customer']).where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
    expect(row).toEqual({ max_uses: null, max_uses_per_customer: 1 });
  });

  test('a signed-in shopper uses WELCOME10 once; applying it to a second cart is fine, checking that cart out is not', async () => {
    const user = await register(h, `welcome-${n++}@example.com`);
    const first = await cartWithCode('WELCOME10', user.token);
    const second = await cartWithCode('welcome10', user.token);
    expect((await checkout(first, user)).status).toBe(200);
    const again = await checkout(second, user);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: ONCE, validations: { promo_code: [ONCE] } });
    // Without the code the same cart goes through.
    await h.call('PATCH', '/carts', { body: { uuid: second, promo_code: null }, token: user.token });
    expect((await checkout(second, user)).status).toBe(200);
  });

  test('a guest is counted by the contact e-mail, in any case, and so is the account of that e-mail', async () => {
    const email = `guest-${n++}@example.com`;
    expect((await checkout(await cartWithCode('WELCOME10'), { email })).status).toBe(200);
    expect((await checkout(await cartWithCode('WELCOME10'), { email: email.toUpperCase() })).body.message).toBe(ONCE);
    expect((await checkout(await cartWithCode('WELCOME10'), { email: `other-${email}` })).status).toBe(200);
    const user = await register(h, email);
    expect((await checkout(await cartWithCode('WELCOME10', user.token), user)).body.message).toBe(ONCE);
  });

  test('a cancelled reservation gives its use back', async () => {
    const email = `cancel-${n++}@example.com`;
    const placed = await checkout(await cartWithCode('WELCOME10'), { email });
    await h.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', placed.body.reservation.id).execute();
    expect((await checkout(await cartWithCode('WELCOME10'), { email })).status).toBe(200);
  });

  test('a total limit of 2: the third customer is told the code is used up', async () => {
    await newCode('TWICE', { max_uses: 2 });
    for (let i = 0; i < 2; i++) expect((await checkout(await cartWithCode('TWICE'), { email: `twice-${i}@example.com` })).status).toBe(200);
    const third = await checkout(await cartWithCode('TWICE'), { email: 'twice-3@example.com' });
    expect(third.status).toBe(422);
    expect(third.body.message).toBe('The promo code TWICE has been used as many times as it can be');
  });

  test('eight concurrent checkouts for the last use of a code: exactly one takes it', async () => {
    await newCode('LAST1', { max_uses: 1 });
    const carts = [];
    for (let i = 0; i < 8; i++) carts.push(await cartWithCode('LAST1'));
    const answers = await Promise.all(carts.map((uuid, i) => checkout(uuid, { email: `last-${i}@example.com` })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(new Set(['The promo code LAST1 has been used as many times as it can be']));
  });

  test('one shopper checking out two carts at once with a once-per-customer code: one goes through', async () => {
    await newCode('ONCE1', { max_uses_per_customer: 1 });
    const user = await register(h, `race-${n++}@example.com`);
    const carts = [await cartWithCode('ONCE1', user.token), await cartWithCode('ONCE1', user.token)];
    const answers = await Promise.all(carts.map((uuid) => checkout(uuid, user)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  test('a limit below 1 is refused by the database', async () => {
    await expect(newCode('ZERO', { max_uses: 0 })).rejects.toThrow();
    await expect(newCode('ZERO', { max_uses_per_customer: -1 })).rejects.toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../../shared/forms';
import { addBody, menuPicks, NOON_LA, openHarness, patchStore, register, type Harness, type MenuPick } from './harness';

// 000 §3 checkout gates: where a store sets checkout_age_minimum, every order attests an age: a birth date
// typed at checkout, on the profile, or on the ID document on file; every one given must be old enough.

vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let pick: MenuPick;

beforeAll(async () => {
  h = await openHarness();
  await patchStore(h.db, 1, {
    checkout_age_minimum: 21,
    birth_date_required: false,
    require_checkout_agreement: false,
    guest_checkout_setting: 'allowed',
    pickup_id_required: false,
    pickup_minimum: 0,
    pickup_payment_options: ['cash'],
    cart_limit_rules: [],
    allow_off_hours_ordering: false,
  });
  pick = (await menuPicks(h.db, 1))[0];
}, 60_000);
afterAll(() => h.close());

let n = 0;
async function checkout(who: { profile?: string; document?: string; typed?: string } | 'guest', storeChanges: Record<string, unknown> = {}) {
  await patchStore(h.db, 1, storeChanges as never);
  let token: string | undefined;
  const body: Record<string, unknown> = { payment_method: 'cash' };
  if (who === 'guest') body.contact = { first_name: 'Ada', last_name: 'Guest', email: 'guest@example.com' };
  else {
    const user = await register(h, `age-${n++}@example.com`, who.profile ? { birth_date: who.profile } : {});
    token = user.token;
    if (who.document)
      await h.db
        .insertInto('documents')
        .values({ user_id: user.id, data: JSON.stringify({ birth_date: who.document }), updated_at: NOON_LA.toISOString() })
        .execute();
    if (who.typed) body.birth_date = who.typed;
  }
  const added = await h.call('POST', '/cart_products', { body: addBody(1, pick, 1), token });
  return h.call('POST', '/carts/checkout', { body: { ...body, cart_uuid: added.body.cart_uuid }, token });
}

const MISSING = 'Please enter your birth date: this store sells only to customers 21 or older';
const UNDER = 'You must be 21 or older to order from this store';

describe('a signed-in shopper at a 21+ store', () => {
  test.each<[string, number, { profile?: string; document?: string; typed?: string }, string | null]>([
    ['a profile birth date 21 years ago today', 200, { profile: '2005-11-18' }, null],
    ['an ID document on file with an old enough birth date', 200, { document: '1980-06-01' }, null],
    ['a birth date typed at checkout', 200, { typed: '1990-02-03' }, null],
    ['no birth date anywhere', 422, {}, MISSING],
    ['a profile one day short of 21', 422, { profile: '2005-11-19' }, UNDER],
    ['a typed date of 30 years against an ID of 19', 422, { typed: '1996-01-01', document: '2007-05-05' }, UNDER],
  ])('%s → %s', async (_name, status, who, message) => {
    const r = await checkout(who);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (message) {
      expect(r.body.message).toBe(message);
      expect(r.body.validations.birth_date).toEqual([message === MISSING ? FORM_MESSAGES.required : 'must be 21 or older']);
    }
  });
});

describe('a guest', () => {
  test('without a birth date where the store sets no age minimum and requires none: placed', async () => {
    expect((await checkout('guest', { checkout_age_minimum: 0 })).status).toBe(200);
  });

  test('without a birth date at an 18+ store: refused, naming 18', async () => {
    const r = await checkout('guest', { checkout_age_minimum: 18 });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      message: 'Please enter your birth date: this store sells only to customers 18 or older',
      validations: { birth_date: [FORM_MESSAGES.required] },
    });
  });
});

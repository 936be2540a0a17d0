import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { priceCart, type PromoCode } from '../../../../shared/pricing';
import { createAttemptLimits } from '../../../../demo-host/commerce/auth/attemptLimits';
import { cartState } from '../../../../demo-host/commerce/cart/cartState';
import type { CommerceDeps } from '../../../../demo-host/commerce/deps';
import { mailSettings } from '../../../../demo-host/commerce/mail';
import { toDollars } from '../../../../demo-host/commerce/money';
import { hostApiOver, addBody, HARNESS_ORIGIN, menuPicks, openHarness, patchStore, TEST_SECRET, type Harness, type MenuPick } from './harness';

// Promo codes (001 §3 promo_code) live in their own table (migration 0004), seeded for the demo
// (docs/api-commerce.md), matched case-insensitively, and priced by shared/pricing only.

let h: Harness;
let picks: MenuPick[];
let deps: CommerceDeps;

beforeAll(async () => {
  h = await openHarness();
  picks = await menuPicks(h.db, 1);
  deps = {
    db: h.db,
    dialect: h.dialect,
    secret: Buffer.from(TEST_SECRET),
    dataDir: h.dir,
    now: () => h.clock.now,
    limits: createAttemptLimits(h.db),
    clientIp: () => null,
    passwordCost: {},
    publicOrigin: HARNESS_ORIGIN,
    mail: mailSettings({}, HARNESS_ORIGIN),
    mailer: h.mailer,
    signInProviders: [],
    onReservationPlaced: () => {},
  };
}, 60_000);
afterAll(() => h.close());

async function cartWith(lines: [MenuPick, number][]): Promise<string> {
  let uuid: string | undefined;
  for (const [pick, count] of lines) {
    const r = await h.call('POST', '/cart_products', { body: addBody(1, pick, count, uuid) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    uuid = r.body.cart_uuid;
  }
  return uuid!;
}

const getCart = async (uuid: string) => (await h.call('GET', '/carts', { query: { uuid } })).body.cart;
const withCode = async (uuid: string, code: string | null) => (await h.call('PATCH', '/carts', { body: { uuid, promo_code: code } })).body.cart;

describe('the seeded promo codes (docs/api-commerce.md)', () => {
  test('store 1 has WELCOME10, SAVE5 and the expired SUMMER25; store 2 has BIGBAG15', async () => {
    const rows = await h.db
      .selectFrom('promo_codes')
      .select(['store_id', 'code', 'discount_type', 'discount_percent', 'discount_dollar_amount_cents', 'cart_minimum_cents', 'end_time', 'enabled'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        store_id: 1,
        code: 'WELCOME10',
        discount_type: 'percent',
        discount_percent: 10,
        discount_dollar_amount_cents: null,
        cart_minimum_cents: null,
        end_time: '2099-12-31T23:59:59.000Z',
        enabled: 1,
      },
      {
        store_id: 1,
        code: 'SAVE5',
        discount_type: 'dollar_amount',
        discount_percent: null,
        discount_dollar_amount_cents: 500,
        cart_minimum_cents: 4000,
        end_time: '2099-12-31T23:59:59.000Z',
        enabled: 1,
      },
      {
        store_id: 1,
        code: 'SUMMER25',
        discount_type: 'percent',
        discount_percent: 25,
        discount_dollar_amount_cents: null,
        cart_minimum_cents: null,
        end_time: '2025-03-31T23:59:59.000Z',
        enabled: 1,
      },
      {
        store_id: 2,
        code: 'BIGBAG15',
        discount_type: 'percent',
        discount_percent: 15,
        discount_dollar_amount_cents: null,
        cart_minimum_cents: 7500,
        end_time: '2099-12-31T23:59:59.000Z',
        enabled: 1,
      },
    ]);
  });

  test('a code is unique per store ignoring case, and may repeat in another store', async () => {
    const row = {
      code: 'welcome10',
      discount_type: 'percent' as const,
      discount_percent: 50,
      discount_dollar_amount_cents: null,
      cart_minimum_cents: null,
      start_time: null,
      end_time: null,
    };
    await expect(
      h.db
        .insertInto('promo_codes')
        .values({ ...row, store_id: 1 })
        .execute(),
    ).rejects.toThrow(/unique/i);
    const other = await h.db
      .insertInto('promo_codes')
      .values({ ...row, store_id: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.deleteFrom('promo_codes').where('id', '=', other.id).execute();
  });

  test('a percent code without its percent, or a padded code, is refused by the database', async () => {
    const row = { store_id: 1, discount_type: 'percent' as const, discount_dollar_amount_cents: null, cart_minimum_cents: null, start_time: null, end_time: null };
    await expect(
      h.db
        .insertInto('promo_codes')
        .values({ ...row, code: 'NOPERCENT', discount_percent: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      h.db
        .insertInto('promo_codes')
        .values({ ...row, code: ' PADDED ', discount_percent: 5 })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('applying a code to a store-1 cart', () => {
  test('WELCOME10 (typed in any case) changes the totals exactly as the engine prices 10% off', async () => {
    const pick = picks.find((p) => p.price >= 2000 && p.max >= 2)!;
    const uuid = await cartWith([[pick, 2]]);
    const before = await getCart(uuid);
    const row = await h.db.selectFrom('carts').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const { input } = await cartState(deps, row);
    const welcome: PromoCode = { code: 'WELCOME10', discount_type: 'percent', discount_percent: 10 };
    const engine = priceCart({ ...input!, promo_code: 'WELCOME10', promo_codes: [welcome] });
    expect(engine.promo_code_status).toBe('applied');
    expect(engine.promo_code_discount_amount).toBeGreaterThan(0);

    const after = await withCode(uuid, ' welcome10 ');
    expect(after).toMatchObject({
      promo_code_status: 'applied',
      promo_code_message: `Promo code WELCOME10 applied: $${toDollars(engine.promo_code_discount_amount).toFixed(2)} off`,
      order_total: toDollars(engine.order_total),
      item_total: toDollars(engine.item_total),
      discounted_subtotal: toDollars(engine.discounted_subtotal),
      all_discounts_total: toDollars(engine.all_discounts_total),
      sales_tax_amount: toDollars(engine.sales_tax_amount),
      store_tax_amount: toDollars(engine.store_tax_amount),
    });
    expect(after.order_total).toBeLessThan(before.order_total);
    expect(after.all_discounts_total - before.all_discounts_total).toBeCloseTo(toDollars(engine.promo_code_discount_amount), 2);
    // Removing the code gives the first totals back.
    expect((await withCode(uuid, null)).order_total).toBe(before.order_total);
  });

  test('SAVE5 takes exactly $5 off a cart of $40 or more', async () => {
    const pick = picks.find((p) => p.price >= 2500 && p.max >= 3)!;
    const uuid = await cartWith([[pick, 3]]);
    const before = await getCart(uuid);
    const after = await withCode(uuid, 'save5');
    expect(after).toMatchObject({ promo_code_status: 'applied', promo_code_message: 'Promo code SAVE5 applied: $5.00 off' });
    expect(Math.round((after.all_discounts_total - before.all_discounts_total) * 100)).toBe(500);
  });

  test.each([
    ['SUMMER25', 'expired', 'The promo code SUMMER25 has expired'],
    ['nope', 'not_found', 'We could not find the promo code nope at this store'],
    // Another store's code is not this store's.
    ['BIGBAG15', 'not_found', 'We could not find the promo code BIGBAG15 at this store'],
    ['OFF50', 'not_found', 'We could not find the promo code OFF50 at this store'],
  ])('%s answers %s with a clear message and leaves the totals alone', async (code, status, message) => {
    // OFF50 is a disabled code: disabled is the same as unknown to the shopper.
    await h.db
      .insertInto('promo_codes')
      .values({
        store_id: 1,
        code: 'OFF50',
        discount_type: 'percent',
        discount_percent: 50,
        discount_dollar_amount_cents: null,
        cart_minimum_cents: null,
        start_time: null,
        end_time: null,
        enabled: 0,
      })
      .execute();
    try {
      const uuid = await cartWith([[picks.find((p) => p.price >= 1000)!, 1]]);
      const before = await getCart(uuid);
      const after = await withCode(uuid, code);
      expect(after).toMatchObject({ promo_code: code, promo_code_status: status, promo_code_message: message });
      expect(after.order_total).toBe(before.order_total);
      expect(after.all_discounts_total).toBe(before.all_discounts_total);
    } finally {
      await h.db.deleteFrom('promo_codes').where('code', '=', 'OFF50').execute();
    }
  });

  test('SAVE5 below its $40 minimum answers below_minimum and names the minimum', async () => {
    const pick = picks.find((p) => p.price >= 500 && p.price < 3000)!;
    const uuid = await cartWith([[pick, 1]]);
    const after = await withCode(uuid, 'SAVE5');
    expect(after).toMatchObject({ promo_code_status: 'below_minimum', promo_code_message: 'The promo code SAVE5 needs a subtotal of $40.00 or more' });
  });

  test('a cart without a code has no status and no message', async () => {
    const uuid = await cartWith([[picks[0], 1]]);
    expect(await getCart(uuid)).toMatchObject({ promo_code: null, promo_code_status: null, promo_code_message: null });
  });
});

describe('checking out with a code', () => {
  test('the reservation is placed at the total with WELCOME10 taken off', async () => {
    await patchStore(h.db, 1, {
      guest_checkout_setting: 'allowed',
      pickup_id_required: false,
      birth_date_required: false,
      pickup_minimum: 0,
      cart_limit_rules: [],
      pickup_payment_options: ['cash'],
      require_checkout_agreement: false,
    } as never);
    const uuid = await cartWith([[picks.find((p) => p.price >= 2000)!, 1]]);
    const before = await getCart(uuid);
    const withWelcome = await withCode(uuid, 'WELCOME10');
    expect(withWelcome.order_total).toBeLessThan(before.order_total);
    const contact = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '4155550142' };
    const r = await h.call('POST', '/carts/checkout', {
      body: { cart_uuid: uuid, payment_method: 'cash', agreement_accepted: true, expected_total: withWelcome.order_total, contact, birth_date: '1990-02-03' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.reservation.amount).toBe(withWelcome.order_total);
  });
});

describe('promo codes stay secret', () => {
  test('GET /stores/1 and GET /stores on the host API carry no code', async () => {
    const api = hostApiOver(h);
    for (const path of ['/stores/1', '/stores']) {
      const r = await api.request(path);
      expect(r.status, path).toBe(200);
      const text = await r.text();
      expect(text).toContain('"id":1');
      for (const code of ['WELCOME10', 'SAVE5', 'SUMMER25', 'BIGBAG15', 'promo_codes']) expect(text.toLowerCase(), `${path} ${code}`).not.toContain(code.toLowerCase());
    }
  });
});

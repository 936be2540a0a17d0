import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxNumericMessage } from '../../../../shared/forms';
import { addBody, menuPicks, openHarness, patchStore, type Harness, type MenuPick } from './harness';

// A tip (001 §3 tip_amount) is at most the order's discounted subtotal, and never capped below $50
// (shared/pricing maxTip; docs/api-commerce.md).

let h: Harness;
let pick: MenuPick;

beforeAll(async () => {
  h = await openHarness();
  await patchStore(h.db, 1, { tip_settings: { variant: 'dollar', custom_amounts: [200, 500], enabled_for: ['pickup', 'delivery'] }, cart_limit_rules: [] });
  pick = (await menuPicks(h.db, 1)).find((p) => p.price >= 6000 && p.max >= 2)!;
}, 60_000);
afterAll(() => h.close());

async function cartOfTwo(): Promise<{ uuid: string; subtotal: number }> {
  const r = await h.call('POST', '/cart_products', { body: addBody(1, pick, 2) });
  return { uuid: r.body.cart_uuid, subtotal: r.body.cart.discounted_subtotal };
}

describe('PATCH /carts tip_amount', () => {
  test('a $1,000,000 tip is refused with the field and the most it may be', async () => {
    const { uuid, subtotal } = await cartOfTwo();
    const r = await h.call('PATCH', '/carts', { body: { uuid, tip_amount: 1_000_000 } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ message: `A tip can be at most $${subtotal.toFixed(2)} on this order`, validations: { tip_amount: [maxNumericMessage(subtotal)] } });
    expect((await h.call('GET', '/carts', { query: { uuid } })).body.cart.tip_amount).toBe(0);
  });

  test.each([
    ['the whole discounted subtotal', 200, (subtotal: number) => subtotal],
    ['one cent more', 422, (subtotal: number) => Math.round(subtotal * 100 + 1) / 100],
    ['a $10 preset', 200, () => 10],
    ['a negative tip (schema)', 400, () => -1],
  ])('%s: %s', async (_name, status, tip) => {
    const { uuid, subtotal } = await cartOfTwo();
    const r = await h.call('PATCH', '/carts', { body: { uuid, tip_amount: tip(subtotal) } });
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (status === 200) expect(r.body.cart.tip_amount).toBe(tip(subtotal));
  });

  test('a tip that fit is refused at checkout once the cart has shrunk under it', async () => {
    await patchStore(h.db, 1, {
      guest_checkout_setting: 'allowed',
      pickup_id_required: false,
      birth_date_required: false,
      pickup_minimum: 0,
      pickup_payment_options: ['cash'],
      require_checkout_agreement: false,
    } as never);
    const { uuid, subtotal } = await cartOfTwo();
    expect((await h.call('PATCH', '/carts', { body: { uuid, tip_amount: subtotal } })).status).toBe(200);
    const shrunk = await h.call('PATCH', `/cart_products/${pick.product_id}`, { body: { cart_uuid: uuid, product: { count: 1, price_id: pick.price_id } } });
    expect(shrunk.status).toBe(200);
    const contact = { first_name: 'Ada', last_name: 'Guest', email: 'tips@example.com' };
    const r = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash', contact, birth_date: '1990-01-01' } });
    expect(r.status).toBe(422);
    expect(r.body.validations).toEqual({ tip_amount: [maxNumericMessage(shrunk.body.cart.discounted_subtotal)] });
  });
});

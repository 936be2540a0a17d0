import { describe, expect, test } from 'vitest';
import { serverCartOf } from '../../../../../shared/cart';
import type { CartLine } from '../../../../../shared/cart';
import type { CartLimitRule } from '../../../../../shared/types';
import { cartAlertList } from '../../../../../widget/features/reservations/cartAlertList';
import { wireCart, wireLine } from '../../../shared/cart/wireCart';

const FLOWER: CartLimitRule = { product_group_name: 'Flower', limit_value: 28.5, limit_unit: 'g', rule_type: 'product', product_types: ['flower'] };
const store = (over: object = {}) => ({ pickup_minimum: 0, delivery_minimum: 30, curbside_timing: null, cart_limit_rules: [FLOWER], ...over }) as never;
// A flower line as the widget keeps it after an add from the menu: with the product's limit data (001 §9).
const line = (count: number, weight: CartLine['weight'] = 'eighth_ounce'): CartLine => ({
  productId: 7,
  weight,
  count,
  unitCents: 2500,
  limit: { kind: 'flower', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [] },
});

describe('the bag alerts (001 §2 /cartAlerts)', () => {
  test('a quiet bag has none', () => {
    expect(cartAlertList({ remote: serverCartOf(wireCart()), lines: [line(1)], store: store(), lastError: null })).toEqual([]);
  });

  test.each([
    ['the last refusal of a change', { lastError: 'You can add at most 10 of this item' }, {}, [{ kind: 'refusal', message: 'You can add at most 10 of this item' }]],
    [
      'unavailable products, by name (001 §4)',
      {},
      { products: [wireLine(), wireLine({ id: 8, name: 'Sour Diesel' })], unavailable_products: [{ id: 8, price_id: 'eighth_ounce' }] },
      [{ kind: 'unavailable', names: ['Sour Diesel'] }],
    ],
    ['a changed special (001 §3 special_has_changed)', {}, { special_has_changed: true }, [{ kind: 'specialChanged' }]],
    ['a changed brand special (001 §3 brand_special_has_changed)', {}, { brand_special_has_changed: true }, [{ kind: 'specialChanged' }]],
    [
      'a pickup subtotal under the minimum, in checkout’s words',
      { store: store({ pickup_minimum: 30 }) },
      {},
      [{ kind: 'minimum', message: 'The pickup minimum is $30.00; your subtotal is $25.00' }],
    ],
    ['a delivery address outside the area', {}, { reservation_mode: 'delivery', delivery_status: 'outside_area', discounted_subtotal: 40 }, [{ kind: 'outsideArea' }]],
    [
      'the delivery minimum of the address',
      {},
      { reservation_mode: 'delivery', delivery_status: 'below_minimum', delivery_minimum: 50 },
      [{ kind: 'minimum', message: 'The delivery minimum is $50.00; your subtotal is $25.00' }],
    ],
  ] as const)('%s', (_, input, cart, expected) => {
    const remote = serverCartOf(wireCart(cart as never));
    expect(cartAlertList({ remote, lines: [line(1)], store: store(), lastError: null, ...input })).toEqual(expected);
  });

  test('the flower limit of 28.5 g (000 §3): 7 eighths are within, the limit reached says so, 2 ounces are over', () => {
    const remote = serverCartOf(wireCart());
    const alerts = (lines: CartLine[], rule = FLOWER) =>
      cartAlertList({ remote, lines, store: store({ cart_limit_rules: [rule] }), lastError: null }).map((a) => a.kind === 'limit' && [a.over, a.message]);
    expect(alerts([line(7)])).toEqual([]);
    expect(alerts([line(8)], { ...FLOWER, limit_value: 28 })).toEqual([[false, 'Your bag has reached the Flower limit: nothing more of it can be added.']]);
    expect(alerts([line(2, 'ounce')])).toEqual([[true, expect.stringContaining('Flower')]]);
  });

  test('a limit refusal already shown as the last refusal is not repeated', () => {
    const remote = serverCartOf(wireCart());
    const first = cartAlertList({ remote, lines: [line(2, 'ounce')], store: store(), lastError: null });
    const refusal = first.find((a) => a.kind === 'limit')!;
    const again = cartAlertList({ remote, lines: [line(2, 'ounce')], store: store(), lastError: (refusal as { message: string }).message });
    expect(again.map((a) => a.kind)).toEqual(['refusal']);
  });

  test('without the store, minimums and limits are left out, not guessed', () => {
    const remote = serverCartOf(wireCart({ special_has_changed: true }));
    expect(cartAlertList({ remote, lines: [line(2, 'ounce')], store: null, lastError: null })).toEqual([{ kind: 'specialChanged' }]);
  });
});

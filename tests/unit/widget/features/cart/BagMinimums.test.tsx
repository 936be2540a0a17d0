import { render, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { serverCartOf } from '../../../../../shared/cart';
import type { Store } from '../../../../../shared/types';
import { BagMinimumNotices } from '../../../../../widget/features/cart/BagMinimums';
import { wireCart } from '../../../shared/cart/wireCart';

// 000 §3 minimum order amounts, shown in the bag while the shopper can still add to it (checkout refuses the same
// subtotal with 'The delivery minimum is $30.00; your subtotal is $25.00'). The seed's store 5: pickup $20, delivery $50.
const store = (over: Partial<Store> = {}) =>
  ({
    id: 5,
    name: 'Canopy Five',
    pickup: true,
    delivery: true,
    curbside: false,
    curbside_pickup_setting: 'not_allowed',
    pickup_minimum: 20,
    delivery_minimum: 50,
    curbside_timing: { minimum_order: null },
    ...over,
  }) as unknown as Store;

describe("the bag says what to add for each mode's minimum", () => {
  test.each([
    ['a $25 pickup bag: delivery needs $25 more', wireCart({ discounted_subtotal: 25 }), store(), ['Add $25.00 more for delivery (minimum $50.00)']],
    [
      'a $12 delivery bag: delivery first, then pickup',
      wireCart({ discounted_subtotal: 12, reservation_mode: 'delivery' }),
      store(),
      ['Add $38.00 more for delivery (minimum $50.00)', 'Add $8.00 more for pickup (minimum $20.00)'],
    ],
    [
      "the address's delivery minimum wins over the store's",
      wireCart({ discounted_subtotal: 25, reservation_mode: 'delivery', delivery_status: 'below_minimum', delivery_minimum: 30 }),
      store(),
      ['Add $5.00 more for delivery (minimum $30.00)'],
    ],
    [
      'a pickup cart answers delivery_minimum 0: not a minimum',
      wireCart({ discounted_subtotal: 25, delivery_minimum: 0 }),
      store(),
      ['Add $25.00 more for delivery (minimum $50.00)'],
    ],
    ['a store without delivery says nothing of it', wireCart({ discounted_subtotal: 25 }), store({ delivery: false }), []],
    ['a bag over every minimum shows nothing', wireCart({ discounted_subtotal: 60 }), store(), []],
  ])('%s', (_name, wire, bagStore, notices) => {
    const { container } = render(<BagMinimumNotices store={bagStore} remote={serverCartOf(wire)} appMode="default" />);
    expect([...container.querySelectorAll('.cn-alert')].map((n) => n.textContent)).toEqual(notices);
    if (notices.length)
      expect(
        within(container as HTMLElement)
          .getByText(notices[0])
          .closest('[aria-live]'),
      ).toBeTruthy();
  });

  test('a kiosk takes no delivery, so its bag names no delivery minimum', () => {
    const { container } = render(<BagMinimumNotices store={store()} remote={serverCartOf(wireCart({ discounted_subtotal: 25 }))} appMode="kiosk" />);
    expect(container.querySelectorAll('.cn-alert')).toHaveLength(0);
  });
});

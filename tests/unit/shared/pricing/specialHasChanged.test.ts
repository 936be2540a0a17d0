import { describe, expect, test } from 'vitest';
import { priceCart, specialHasChanged } from '../../../../shared/pricing';
import type { PricingInput } from '../../../../shared/pricing';
import { brandSpecial, bundle, input, line, productSpecial as anySpecial } from './fixtures';

// The 20 % special covers product 1 only; the $5 brand special covers brand 7 (product 1) only.
const productSpecial = () => anySpecial({ rules: { include: { product_ids: [1] } } });

const cartWith = (over: Partial<PricingInput>) => priceCart(input({ lines: [line({ count: 2 }), line({ product_id: 2, price: 1500, product_brand_id: 8 })], ...over }));

describe('specialHasChanged (001 §3 special_has_changed, brand_special_has_changed)', () => {
  const before = cartWith({ specials: [productSpecial()], brand_specials: [brandSpecial()] });

  test('the same cart priced again: nothing changed', () => {
    const r = specialHasChanged(before, cartWith({ specials: [productSpecial()], brand_specials: [brandSpecial()] }));
    expect(r).toEqual({ special_has_changed: false, brand_special_has_changed: false, lines: [] });
  });

  test('the 20 % special ended: line 1 moves from 2700 to 3500 a unit', () => {
    // Before: 4000 − 800 (20 %) − 500 (brand) = 2700. After: 4000 − 500 = 3500.
    const r = specialHasChanged(before, cartWith({ brand_specials: [brandSpecial()] }));
    expect(r.special_has_changed).toBe(true);
    expect(r.brand_special_has_changed).toBe(false);
    expect(r.lines).toEqual([
      {
        product_id: 1,
        price_id: 'eighth_ounce',
        previous_unit_amount: 2700,
        unit_amount: 3500,
        previous_special_id: 10,
        special_id: null,
        store_changed: true,
        brand_changed: false,
      },
    ]);
  });

  test('the brand special ended: brand flag set, line 1 moves from 2700 to 3200', () => {
    const r = specialHasChanged(before, cartWith({ specials: [productSpecial()] }));
    expect(r.brand_special_has_changed).toBe(true);
    expect(r.lines.map((l) => [l.product_id, l.previous_unit_amount, l.unit_amount])).toEqual([[1, 2700, 3200]]);
  });

  test('a markdown change on line 2 is flagged: 1500 → 1200', () => {
    const after = priceCart(
      input({
        lines: [line({ count: 2 }), line({ product_id: 2, price: 1500, discounted_price: 1200, product_brand_id: 8 })],
        specials: [productSpecial()],
        brand_specials: [brandSpecial()],
      }),
    );
    const r = specialHasChanged(before, after);
    expect(r.special_has_changed).toBe(true);
    expect(r.lines.map((l) => [l.product_id, l.previous_unit_amount, l.unit_amount])).toEqual([[2, 1500, 1200]]);
  });

  test('a count change alone is not a price change', () => {
    const after = priceCart(
      input({ lines: [line({ count: 5 }), line({ product_id: 2, price: 1500, product_brand_id: 8 })], specials: [productSpecial()], brand_specials: [brandSpecial()] }),
    );
    expect(specialHasChanged(before, after).lines).toEqual([]);
  });

  test('added and removed lines are the shopper’s doing, not changes; no previous cart means no change', () => {
    const after = priceCart(input({ lines: [line({ product_id: 3 })] }));
    expect(specialHasChanged(before, after).lines).toEqual([]);
    expect(specialHasChanged(null, before).special_has_changed).toBe(false);
  });
});

test('a count change that makes a bundle apply is the shopper’s doing, not a special change', () => {
  const b2g1 = bundle();
  const two = priceCart(input({ lines: [line({ count: 2 })], specials: [b2g1] }));
  const three = priceCart(input({ lines: [line({ count: 3 })], specials: [b2g1] }));
  expect(three.group_discounts_total).toBe(2000);
  expect(specialHasChanged(two, three).special_has_changed).toBe(false);
  // Same count, the bundle ended between two pricings: that is a change.
  const ended = priceCart(input({ lines: [line({ count: 3 })] }));
  expect(specialHasChanged(three, ended).special_has_changed).toBe(true);
});

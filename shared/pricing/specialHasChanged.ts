import type { PricedLine } from './result';
import type { Cents } from './types';

export interface ChangedLine {
  product_id: number;
  price_id: string;
  /** What one unit cost after line discounts before and after (brand included, cart-level not). */
  previous_unit_amount: Cents;
  unit_amount: Cents;
  previous_special_id: number | null;
  special_id: number | null;
  /** The store's price or special moved (special_has_changed). */
  store_changed: boolean;
  brand_changed: boolean;
}

export interface SpecialChange {
  /** 001 §3 special_has_changed: a line's price or store special moved. */
  special_has_changed: boolean;
  /** 001 §3 brand_special_has_changed: a line's brand special or brand discount moved. */
  brand_special_has_changed: boolean;
  lines: ChangedLine[];
}

/** The fields of a priced line the comparison reads: what a cart keeps of what the shopper last saw. */
export type ComparableLine = Pick<
  PricedLine,
  | 'product_id'
  | 'price_id'
  | 'count'
  | 'unit_price'
  | 'item_total'
  | 'product_discount'
  | 'group_discount'
  | 'brand_discount'
  | 'special_id'
  | 'group_special_id'
  | 'brand_special_id'
>;

export interface ComparableCart {
  lines: readonly ComparableLine[];
}

const key = (l: ComparableLine) => `${l.product_id}:${l.price_id}`;

/** Line amount after product, group and brand discounts, per unit, rounded half up. */
function unitAmount(l: ComparableLine): Cents {
  if (l.count <= 0) return l.unit_price;
  const amount = l.item_total - l.product_discount - l.group_discount - l.brand_discount;
  return Math.floor((2 * amount + l.count) / (2 * l.count));
}

/**
 * Compares the cart as the shopper last saw it with the cart priced now and names the lines whose
 * price moved (a special started, ended or was replaced, a markdown changed, a bundle lost a
 * qualifier). Lines added or removed are not "changes": the shopper did that. Cart-level discounts
 * are left out because they move with every count change.
 */
export function specialHasChanged(previous: ComparableCart | null | undefined, next: ComparableCart): SpecialChange {
  const before = new Map((previous?.lines ?? []).map((l) => [key(l), l]));
  const lines: ChangedLine[] = [];
  for (const l of next.lines) {
    const p = before.get(key(l));
    if (!p) continue;
    // With the same count every discount is comparable; after a count change bundles and per-line
    // brand amounts legitimately move, so only the menu unit price and the specials' ids count.
    const sameCount = p.count === l.count;
    const storeChanged =
      p.unit_price !== l.unit_price || p.special_id !== l.special_id || (sameCount && (p.group_discount !== l.group_discount || p.group_special_id !== l.group_special_id));
    const brandChanged = p.brand_special_id !== l.brand_special_id || (sameCount && p.brand_discount !== l.brand_discount);
    if (storeChanged || brandChanged) {
      lines.push({
        product_id: l.product_id,
        price_id: l.price_id,
        previous_unit_amount: unitAmount(p),
        unit_amount: unitAmount(l),
        previous_special_id: p.special_id,
        special_id: l.special_id,
        store_changed: storeChanged,
        brand_changed: brandChanged,
      });
    }
  }
  return {
    special_has_changed: lines.some((c) => c.store_changed),
    brand_special_has_changed: lines.some((c) => c.brand_changed),
    lines,
  };
}

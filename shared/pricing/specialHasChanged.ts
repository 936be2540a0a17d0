import type { PricedCart, PricedLine } from './result';
import type { Cents } from './types';

export interface ChangedLine {
  product_id: number;
  price_id: string;
  /** What one unit cost after line discounts before and after (brand included, cart-level not). */
  previous_unit_amount: Cents;
  unit_amount: Cents;
  previous_special_id: number | null;
  special_id: number | null;
  brand_changed: boolean;
}

export interface SpecialChange {
  /** 001 §3 special_has_changed: a line's price or store special moved. */
  special_has_changed: boolean;
  /** 001 §3 brand_special_has_changed: a line's brand special or brand discount moved. */
  brand_special_has_changed: boolean;
  lines: ChangedLine[];
}

const key = (l: PricedLine) => `${l.product_id}:${l.price_id}`;

/** Line amount after product, group and brand discounts, per unit, rounded half up. */
function unitAmount(l: PricedLine): Cents {
  if (l.count <= 0) return l.unit_price;
  const amount = l.item_total - l.product_discount - l.group_discount - l.brand_discount;
  return Math.floor((2 * amount + l.count) / (2 * l.count));
}

const unitBrand = (l: PricedLine) => (l.count > 0 ? Math.round(l.brand_discount / l.count) : 0);

/**
 * Compares the cart as the shopper last saw it with the cart priced now and names the lines whose
 * price moved (a special started, ended or was replaced, a markdown changed, a bundle lost a
 * qualifier). Lines added or removed are not "changes": the shopper did that. Cart-level discounts
 * are left out because they move with every count change.
 */
export function specialHasChanged(previous: PricedCart | null | undefined, next: PricedCart): SpecialChange {
  const before = new Map((previous?.lines ?? []).map((l) => [key(l), l]));
  const lines: ChangedLine[] = [];
  for (const l of next.lines) {
    const p = before.get(key(l));
    if (!p) continue;
    const brandChanged = p.brand_special_id !== l.brand_special_id || unitBrand(p) !== unitBrand(l);
    const moved = unitAmount(p) !== unitAmount(l) || p.special_id !== l.special_id || p.group_special_id !== l.group_special_id;
    if (moved || brandChanged) {
      lines.push({
        product_id: l.product_id,
        price_id: l.price_id,
        previous_unit_amount: unitAmount(p),
        unit_amount: unitAmount(l),
        previous_special_id: p.special_id,
        special_id: l.special_id,
        brand_changed: brandChanged,
      });
    }
  }
  return {
    special_has_changed: lines.some((c) => c.previous_unit_amount !== c.unit_amount || c.previous_special_id !== c.special_id),
    brand_special_has_changed: lines.some((c) => c.brand_changed),
    lines,
  };
}

import { cartLimitUsage } from '../cartLimits';
import type { CartLimitRule } from '../types/store';
import type { WeightId } from '../types/catalog';
import { weightGrams } from '../weights';

export interface MeterLine {
  readonly kind: string;
  readonly weight: WeightId;
  readonly count: number;
}

export interface LimitMeter {
  readonly group: string;
  readonly unit: CartLimitRule['limit_unit'];
  readonly limit: number;
  /** What the cart holds toward the rule, in its unit, to two decimals. */
  readonly used: number;
  /** used ÷ limit, capped at 1, for the meter. */
  readonly share: number;
  readonly over: boolean;
}

/**
 * The purchase-limit meters (issue 7 §2): how much of each cart-limit group (000 §3 cart_limit_rules) the
 * cart uses, by the same rule the server refuses with (shared/cartLimits), so the shopper sees the limit
 * first. The cart knows a line's grams from its weight but not its THC content, so `mg` rules are left out
 * rather than shown wrong; groups the cart does not touch are left out too.
 */
export function cartLimitMeters(rules: readonly CartLimitRule[] | null | undefined, lines: readonly MeterLine[]): LimitMeter[] {
  const usable = (rules ?? []).filter((rule) => rule.limit_unit !== 'mg' && rule.limit_value > 0);
  const usage = cartLimitUsage(
    usable,
    lines.map((line) => ({ kind: line.kind, count: line.count, grams: weightGrams(line.weight) ?? 0, thc_mg: 0, equivalency: 1 })),
  );
  return usage
    .filter((u) => u.cart_amount > 0)
    .map((u) => ({ group: u.product_group_name, unit: u.limit_unit, limit: u.limit_value, used: u.cart_amount, share: Math.min(1, u.cart_amount / u.limit_value), over: u.cart_amount > u.limit_value }));
}

import type { CartLimitRule } from '../types/store';
import type { WeightId } from '../types/catalog';
import { weightGrams } from '../weights';

export interface LimitUsageLine {
  readonly kind: string;
  readonly weight: WeightId;
  readonly count: number;
}

export interface LimitUsage {
  readonly group: string;
  readonly unit: CartLimitRule['limit_unit'];
  readonly limit: number;
  /** What the cart holds toward the rule, in its unit, to two decimals. */
  readonly used: number;
  /** used ÷ limit, capped at 1, for the meter. */
  readonly share: number;
  readonly over: boolean;
}

const GRAMS_PER_OUNCE = 28.3495;

/**
 * How much of each cart-limit group (000 §3 store.cart_limit_rules) the cart uses, so the shopper sees
 * the limit before the server refuses. A line counts toward a rule when its kind is one of the rule's
 * product types; the widget knows a line's grams from its weight (a `mg` rule needs THC content the cart
 * does not carry, so it is left out rather than shown wrong). The server's check stays the authority.
 */
export function cartLimitUsage(rules: readonly CartLimitRule[] | null | undefined, lines: readonly LimitUsageLine[]): LimitUsage[] {
  const usage: LimitUsage[] = [];
  for (const rule of rules ?? []) {
    if (rule.limit_unit === 'mg' || rule.limit_value <= 0) continue;
    const types = rule.product_types as readonly string[];
    let amount = 0;
    for (const line of lines) {
      if (!types.includes(line.kind)) continue;
      if (rule.limit_unit === 'each') {
        amount += line.count;
        continue;
      }
      const grams = weightGrams(line.weight) ?? 0;
      amount += rule.limit_unit === 'oz' ? (grams * line.count) / GRAMS_PER_OUNCE : grams * line.count;
    }
    const used = Math.round(amount * 100) / 100;
    if (used === 0) continue;
    usage.push({ group: rule.product_group_name, unit: rule.limit_unit, limit: rule.limit_value, used, share: Math.min(1, used / rule.limit_value), over: used > rule.limit_value });
  }
  return usage;
}

import { cartLimitBreach, cartLimitUsage, limitLineOf, limitMessage } from '../cartLimits';
import type { LimitLine, LimitProduct } from '../cartLimits';
import type { CartLimitRule } from '../types/store';
import type { WeightId } from '../types/catalog';
import { weightGrams } from '../weights';

export interface MeterLine {
  /** The server cart's kind for the line; the product's own kind wins when `limit` is known. */
  readonly kind: string;
  readonly weight: WeightId;
  readonly count: number;
  /** What the product carries for the rules (THC mg, net weight, equivalency), when the widget knows it. */
  readonly limit?: LimitProduct;
}

export interface LimitMeter {
  readonly group: string;
  readonly unit: CartLimitRule['limit_unit'];
  readonly limit: number;
  /** What the cart holds toward the rule, in its unit, to two decimals; null while a line of it is not weighed yet. */
  readonly used: number | null;
  /** used ÷ limit, capped at 1, for the meter. */
  readonly share: number;
  readonly over: boolean;
}

// Without the product's data a line is weighed exactly only by a product rule that counts items, or grams of a
// weight with grams; THC mg, net weights and equivalencies need the product (shared/cartLimits limitLineOf).
function exactWithoutProduct(rule: CartLimitRule, weight: WeightId): boolean {
  if (rule.rule_type !== 'product') return false;
  return rule.limit_unit === 'each' || ((rule.limit_unit === 'g' || rule.limit_unit === 'oz') && weightGrams(weight) !== null);
}

function limitLine(line: MeterLine): LimitLine {
  return line.limit ? limitLineOf(line.limit, line.weight, line.count) : { kind: line.kind, count: line.count, grams: weightGrams(line.weight) ?? 0, thc_mg: 0, equivalency: 1 };
}

/** The lines of a rule's group, or null when one of them cannot be weighed exactly yet. */
function groupLines(rule: CartLimitRule, lines: readonly MeterLine[]): LimitLine[] | null {
  const types = rule.product_types as readonly string[];
  const held = lines.filter((line) => types.includes(line.limit?.kind ?? line.kind));
  return held.some((line) => !line.limit && !exactWithoutProduct(rule, line.weight)) ? null : held.map(limitLine);
}

/**
 * The purchase-limit meters: every cart-limit rule of the store (000 §3 cart_limit_rules, whatever its limit_unit
 * and rule_type), in the store's order, with what the cart holds toward it, weighed line by line as the server
 * weighs it before refusing (shared/cartLimits), so the shopper sees each limit before reaching it. A group the cart
 * does not touch reads 0; a group holding a line whose product data is not known yet (a cart restored from
 * storage, 001 §9) reads `used: null` until it is, since a guess could contradict the server.
 */
export function cartLimitMeters(rules: readonly CartLimitRule[] | null | undefined, lines: readonly MeterLine[]): LimitMeter[] {
  return (rules ?? []).flatMap((rule): LimitMeter[] => {
    if (!(rule.limit_value > 0)) return [];
    const meter = { group: rule.product_group_name, unit: rule.limit_unit, limit: rule.limit_value };
    const weighed = groupLines(rule, lines);
    if (weighed === null) return [{ ...meter, used: null, share: 0, over: false }];
    const used = cartLimitUsage([rule], weighed)[0].cart_amount;
    return [{ ...meter, used, share: Math.min(1, used / rule.limit_value), over: used > rule.limit_value }];
  });
}

/**
 * The server's refusal (shared/cartLimits limitMessage) of a change from the lines `held` to `lines`, or null. Only
 * groups whose every line is weighed exactly count, so the widget never refuses what the server would accept; the
 * server still checks every change.
 */
export function cartLimitRefusal(rules: readonly CartLimitRule[] | null | undefined, lines: readonly MeterLine[], held: readonly MeterLine[] = lines): string | null {
  for (const rule of rules ?? []) {
    const after = groupLines(rule, lines);
    const before = groupLines(rule, held);
    const breach = after && before ? cartLimitBreach([rule], after, before) : null;
    if (breach) return limitMessage(breach);
  }
  return null;
}

import { cartLimitUsage, limitLineOf, limitMessage } from '../cartLimits';
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
  /** What the cart holds toward the rule, in its unit, to two decimals. */
  readonly used: number;
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

/**
 * The purchase-limit meters: how much of each cart-limit group (000 §3 cart_limit_rules) the
 * cart uses, weighed line by line as the server weighs it before refusing (shared/cartLimits), so the
 * shopper sees the limit first. A group the cart does not touch is left out, and so is a group holding a
 * line whose product data is not known yet (a cart restored from storage, 001 §9): shown wrong, it would
 * contradict the server.
 */
export function cartLimitMeters(rules: readonly CartLimitRule[] | null | undefined, lines: readonly MeterLine[]): LimitMeter[] {
  return (rules ?? []).flatMap((rule) => {
    if (!(rule.limit_value > 0)) return [];
    const types = rule.product_types as readonly string[];
    const held = lines.filter((line) => types.includes(line.limit?.kind ?? line.kind));
    if (held.length === 0 || held.some((line) => !line.limit && !exactWithoutProduct(rule, line.weight))) return [];
    const [usage] = cartLimitUsage([rule], held.map(limitLine));
    const used = usage.cart_amount;
    return [{ group: rule.product_group_name, unit: rule.limit_unit, limit: rule.limit_value, used, share: Math.min(1, used / rule.limit_value), over: used > rule.limit_value }];
  });
}

/**
 * The server's refusal message (shared/cartLimits limitMessage) for lines that would put a group over its
 * limit, or null. Only groups whose every line is weighed exactly count, so the widget never refuses what
 * the server would accept; the server still checks every add.
 */
export function cartLimitRefusal(rules: readonly CartLimitRule[] | null | undefined, lines: readonly MeterLine[]): string | null {
  const over = cartLimitMeters(rules, lines).find((meter) => meter.over);
  const rule = over && (rules ?? []).find((r) => r.product_group_name === over.group);
  return over && rule
    ? limitMessage({ product_group_name: rule.product_group_name, limit_value: rule.limit_value, limit_unit: rule.limit_unit, rule_type: rule.rule_type, cart_amount: over.used })
    : null;
}

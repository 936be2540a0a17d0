import type { CartLimitRule } from '../types';

/** What a cart line weighs against the cart-limit rules (000 §3 cart_limit_rules). */
export interface LimitLine {
  kind: string;
  count: number;
  /** Grams in one unit (the weight's grams, else the product's net weight), 0 when unknown. */
  grams: number;
  /** THC milligrams in one unit (edibles, tinctures), 0 when unknown. */
  thc_mg: number;
  /** Flower-equivalent grams per gram (the inventory's equivalency; concentrates count 4×), default 1. */
  equivalency: number;
}

export interface LimitBreach {
  product_group_name: string;
  limit_value: number;
  limit_unit: CartLimitRule['limit_unit'];
  rule_type: CartLimitRule['rule_type'];
  /** What the cart would hold after the change, in the rule's unit, to two decimals. */
  cart_amount: number;
  /** What the cart holds before the change (the meter's amount), in the rule's unit; cart_amount when nothing changes. */
  held_amount: number;
}

const GRAMS_PER_OUNCE = 28.3495;
// Equivalency of an item without weight: 100 mg THC counts as 1 g of flower (our choice; the spec gives none).
const MG_PER_EQUIVALENT_GRAM = 100;

function amountOf(rule: CartLimitRule, line: LimitLine): number {
  if (rule.rule_type === 'equivalency') {
    const grams = line.grams > 0 ? line.grams * line.equivalency : line.thc_mg / MG_PER_EQUIVALENT_GRAM;
    return grams * line.count * (rule.limit_unit === 'oz' ? 1 / GRAMS_PER_OUNCE : 1);
  }
  switch (rule.limit_unit) {
    case 'g':
      return line.grams * line.count;
    case 'oz':
      return (line.grams * line.count) / GRAMS_PER_OUNCE;
    case 'mg':
      return line.thc_mg * line.count;
    case 'each':
      return line.count;
  }
}

/** How much of one cart-limit group the lines use (the widget's purchase-limit meter). */
export interface LimitUsage {
  product_group_name: string;
  limit_value: number;
  limit_unit: CartLimitRule['limit_unit'];
  rule_type: CartLimitRule['rule_type'];
  /** What the lines hold in the rule's unit, to two decimals. */
  cart_amount: number;
}

/** Every rule with what the lines hold against it, in the store's rule order. */
export function cartLimitUsage(rules: readonly CartLimitRule[] | null | undefined, lines: readonly LimitLine[]): LimitUsage[] {
  return (rules ?? []).map((rule) => {
    const types = rule.product_types as readonly string[];
    const amount = lines.filter((l) => types.includes(l.kind)).reduce((sum, l) => sum + amountOf(rule, l), 0);
    return {
      product_group_name: rule.product_group_name,
      limit_value: rule.limit_value,
      limit_unit: rule.limit_unit,
      rule_type: rule.rule_type,
      cart_amount: Math.round(amount * 100) / 100,
    };
  });
}

/**
 * The first cart-limit rule the lines break, or null (000 §3 cart_limit_rules: product and equivalency rules per
 * product group). A line counts toward a rule when its kind is one of the rule's product types; the
 * lineage entries in product_types name flower by strain and add nothing for a line that has a kind.
 * `held` are the lines before the change (the meter's), so a refusal can say what the bag holds and what the change
 * would make it; without them the cart is taken as it stands (checkout).
 */
export function cartLimitBreach(rules: readonly CartLimitRule[] | null | undefined, lines: readonly LimitLine[], held: readonly LimitLine[] = lines): LimitBreach | null {
  const wouldHold = cartLimitUsage(rules, lines);
  const holds = held === lines ? wouldHold : cartLimitUsage(rules, held);
  const index = wouldHold.findIndex((usage) => usage.cart_amount > usage.limit_value);
  return index === -1 ? null : { ...wouldHold[index], held_amount: holds[index].cart_amount };
}

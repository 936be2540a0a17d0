import { discountOn, type DiscountType } from '../../shared/pricing';
import type { SpecialRuleList, WeightId } from '../../shared/types';
import type { SpecialsTable } from '../db';

/** A special's or brand special's discount, as its table's columns hold it (money in cents). */
export type DiscountColumns = Pick<SpecialsTable, 'discount_type'> &
  Partial<Pick<SpecialsTable, 'discount_percent' | 'discount_dollar_amount_cents' | 'discount_target_price_cents'>>;

/**
 * The marked-down price of one unit at `cents` (000 §4), or null when the discount does not lower it. The seed and the
 * admin API's repricing write it into menu rows; the cart prices with the same discountOn, so they agree to the cent.
 */
export function markdownPrice(discount: DiscountColumns, cents: number): number | null {
  const price =
    cents -
    discountOn(cents, 1, {
      discount_type: discount.discount_type as DiscountType,
      discount_percent: discount.discount_percent ?? null,
      discount_dollar_amount: discount.discount_dollar_amount_cents ?? null,
      discount_target_price: discount.discount_target_price_cents ?? null,
    });
  return price > 0 && price < cents ? price : null;
}

export const emptyRuleList = (over: Partial<SpecialRuleList> = {}): SpecialRuleList => ({
  kinds: [],
  lineages: [],
  product_ids: [],
  states: [],
  store_ids: [],
  user_segment_ids: [],
  weights: [],
  ...over,
});

export interface RuleSubject {
  productId: number;
  kind: string;
  lineage: string | null;
  storeId: number;
  state: string;
  weights: readonly WeightId[];
}

// A rule list matches when every non-empty criterion contains the subject's value (user segments are
// judged at read time, 000 §5, so they never exclude here). An include list with no criterion matches all.
export function ruleListMatches(list: SpecialRuleList, s: RuleSubject): boolean {
  return (
    (list.kinds.length === 0 || (list.kinds as string[]).includes(s.kind)) &&
    (list.lineages.length === 0 || (s.lineage !== null && (list.lineages as string[]).includes(s.lineage))) &&
    (list.product_ids.length === 0 || list.product_ids.includes(s.productId)) &&
    (list.states.length === 0 || list.states.includes(s.state)) &&
    (list.store_ids.length === 0 || list.store_ids.includes(s.storeId)) &&
    (list.weights.length === 0 || list.weights.some((w) => s.weights.includes(w)))
  );
}

function isEmpty(list: SpecialRuleList): boolean {
  return list.kinds.length + list.lineages.length + list.product_ids.length + list.states.length + list.store_ids.length + list.weights.length === 0;
}

export function rulesMatch(include: SpecialRuleList, exclude: SpecialRuleList, s: RuleSubject): boolean {
  return ruleListMatches(include, s) && (isEmpty(exclude) || !ruleListMatches(exclude, s));
}

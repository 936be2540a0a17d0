import { dollarsToCents } from '../../../shared/money';
import type { SpecialCommonFields } from './specialSchema';

export const cents = (amount: number | null): number | null => (amount === null ? null : dollarsToCents(amount));

/**
 * The columns specials and brand specials share (tables.ts), from valid wire fields: money in cents, and only the
 * discount the type names, so a row never carries a stale other amount.
 */
export function sharedSpecialColumns(s: SpecialCommonFields) {
  return {
    title: s.title,
    special_type: s.special_type,
    discount_type: s.discount_type,
    discount_percent: s.discount_type === 'percent' ? s.discount_percent : null,
    discount_dollar_amount_cents: s.discount_type === 'dollar_amount' ? cents(s.discount_dollar_amount) : null,
    discount_target_price_cents: s.discount_type === 'target_price' ? cents(s.discount_target_price) : null,
    enabled: s.enabled ? (1 as const) : (0 as const),
    start_time: s.start_time,
    end_time: s.end_time,
  };
}

import { discountOn } from './discountOn';
import { contextAllows, isLive } from './eligibility';
import type { EligibilityContext } from './eligibility';
import { percentOf } from './rounding';
import type { CartTotalSpecial, Cents, CrmRedemption, PromoCode, StoreSpecial } from './types';

// Cart-level discounts come after every line discount, in this order: the cart-total special, the
// promo code, then CRM redemptions. Each is taken from what is left, so the subtotal never goes
// below zero.

export interface CartSpecialResult {
  special: CartTotalSpecial | null;
  amount: Cents;
}

/** The cart-total special saving the most on `subtotal` (ties: lower id); target prices never apply. */
export function bestCartSpecial(specials: readonly StoreSpecial[], subtotal: Cents, ctx: EligibilityContext): CartSpecialResult {
  let best: CartSpecialResult = { special: null, amount: 0 };
  const candidates = specials.filter((s): s is CartTotalSpecial => s.special_type === 'cart_total').sort((a, b) => a.id - b.id);
  for (const s of candidates) {
    if (!isLive(s, ctx) || !contextAllows(s.rules, ctx) || s.discount_type === 'target_price') continue;
    if (subtotal <= 0 || subtotal < (s.cart_minimum ?? 0)) continue;
    const amount = discountOn(subtotal, 1, s);
    if (amount > best.amount) best = { special: s, amount };
  }
  return best;
}

export type PromoCodeStatus = 'applied' | 'not_found' | 'expired' | 'below_minimum' | null;

export interface PromoResult {
  promo: PromoCode | null;
  status: PromoCodeStatus;
  amount: Cents;
}

/** The promo code the shopper typed, matched case-insensitively and trimmed. */
export function applyPromoCode(code: string | null | undefined, promos: readonly PromoCode[], subtotal: Cents, now: Date): PromoResult {
  const wanted = code?.trim().toLowerCase();
  if (!wanted) return { promo: null, status: null, amount: 0 };
  const promo = promos.find((p) => p.code.trim().toLowerCase() === wanted);
  if (!promo) return { promo: null, status: 'not_found', amount: 0 };
  const t = now.getTime();
  const started = !promo.start_time || Date.parse(promo.start_time) <= t;
  const notEnded = !promo.end_time || t < Date.parse(promo.end_time);
  if (!started || !notEnded) return { promo, status: 'expired', amount: 0 };
  if (subtotal < (promo.cart_minimum ?? 0)) return { promo, status: 'below_minimum', amount: 0 };
  const raw = promo.discount_type === 'percent' ? percentOf(subtotal, promo.discount_percent ?? 0) : Math.max(0, promo.discount_dollar_amount ?? 0);
  return { promo, status: 'applied', amount: Math.min(subtotal, raw) };
}

export interface AppliedCrmRedemption extends CrmRedemption {
  amount: Cents;
}

export interface CrmResult {
  applied: AppliedCrmRedemption[];
  removed: CrmRedemption[];
  amount: Cents;
}

/**
 * Loyalty rewards in the order they were redeemed, each capped at what is left. A reward that finds
 * nothing left, or any reward when the store disallows stacking points with specials and a special
 * already discounted the cart, goes to removed_crm_redemptions (001 §3) rather than vanishing.
 */
export function applyCrmRedemptions(redemptions: readonly CrmRedemption[], subtotal: Cents, stackingBlocked: boolean): CrmResult {
  const applied: AppliedCrmRedemption[] = [];
  const removed: CrmRedemption[] = [];
  let left = subtotal;
  for (const r of redemptions) {
    const want = Math.max(0, r.cash_reward) * Math.max(1, r.count ?? 1);
    if (stackingBlocked || left <= 0 || want <= 0) {
      removed.push(r);
      continue;
    }
    const amount = Math.min(left, want);
    applied.push({ ...r, amount });
    left -= amount;
  }
  return { applied, removed, amount: subtotal - left };
}

import type { ReservationMode } from '../constants';
import { percentOf } from './rounding';
import type { Cents, TipChoice, TipSettings } from './types';

/**
 * The tip (001 §3 tip_amount, default 0): a dollar amount in cents, or a percent of the discounted
 * subtotal (products after every discount, before fees and taxes), rounded half up. Zero when the
 * store's tip_settings do not enable tips for this reservation mode (000 §3 enabled_for).
 */
export function tipAmount(choice: TipChoice | null | undefined, settings: TipSettings | null | undefined, mode: ReservationMode, discountedSubtotal: Cents): Cents {
  if (!choice) return 0;
  const enabled = settings?.enabled_for;
  if (enabled && !enabled.includes(mode)) return 0;
  if ('percent' in choice) return percentOf(discountedSubtotal, choice.percent);
  return Number.isFinite(choice.amount) ? Math.max(0, Math.round(choice.amount)) : 0;
}

/**
 * Never capped below $50, so the dollar presets of 000 §3 tip_settings fit the smallest order. Ours: the
 * specification gives tip_amount (001 §3) no bound.
 */
export const TIP_FLOOR: Cents = 5_000;

/**
 * The most a shopper may tip on an order: its discounted subtotal (a 100 % tip), or TIP_FLOOR when that is
 * more. The host refuses a larger tip_amount; the widget's tip input can offer the same bound.
 */
export function maxTip(discountedSubtotal: Cents): Cents {
  return Math.max(TIP_FLOOR, discountedSubtotal);
}

/**
 * maxTip in the unit of the custom tip input: dollars for a dollar variant, whole percent of the discounted
 * subtotal for a percentage one (none while the subtotal is 0, when every percent tips nothing).
 */
export function maxCustomTip(variant: 'dollar' | 'percentage', discountedSubtotal: Cents): number | undefined {
  if (variant === 'dollar') return maxTip(discountedSubtotal) / 100;
  return discountedSubtotal > 0 ? Math.floor((maxTip(discountedSubtotal) * 100) / discountedSubtotal) : undefined;
}

import type { CartLimitRule } from '../types';
import type { LimitBreach } from './cartLimits';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount of a cart-limit rule in its unit (000 §3 limit_unit), written one way everywhere — the meter ("28 of
 * 28.5 g"), the refusals and the server's 422: an mg rule counts THC milligrams (thc_dosage_milligrams), an each
 * rule counts items.
 */
export function limitAmountText(value: number, unit: CartLimitRule['limit_unit']): string {
  if (unit === 'each') return `${amount.format(value)} ${value === 1 ? 'item' : 'items'}`;
  return `${amount.format(value)} ${unit === 'mg' ? 'mg THC' : unit}`;
}

/** The amount alone, for "28 of 28.5 g" where the unit is written once. */
export const limitNumberText = (value: number): string => amount.format(value);

/**
 * The refusal of a change past a limit (the 422 cart_limit_exceeded message, and the widget's before it asks): the
 * limit, what the bag holds now and what the change would bring it to. A bag that is over as it stands (checkout,
 * after the store's rules changed) is told what it holds.
 */
export function limitMessage(b: LimitBreach): string {
  const limit = `The ${b.product_group_name} limit is ${limitAmountText(b.limit_value, b.limit_unit)}`;
  const held = limitAmountText(b.held_amount, b.limit_unit);
  if (b.held_amount === b.cart_amount) return `${limit} and your bag holds ${held}`;
  return `${limit}: your bag holds ${held}, and this would bring it to ${limitAmountText(b.cart_amount, b.limit_unit)}`;
}

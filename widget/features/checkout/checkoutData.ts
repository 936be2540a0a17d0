import { EMPTY_CHECKOUT_VALUES } from '../../../shared/cart';
import type { CheckoutValues } from '../../../shared/cart';
import type { SafeStorage } from '../../platform/safeStorage';

// 001 §9 persist_checkout_data experiment: with `on`, a guest's contact details are kept for next time.
export const CHECKOUT_DATA_KEY = 'canopy-checkout-data';
const KEPT = ['first_name', 'last_name', 'phone', 'email'] as const;

export function loadCheckoutData(storage: SafeStorage): Partial<CheckoutValues> {
  try {
    const data = JSON.parse(storage.get(CHECKOUT_DATA_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(KEPT.filter((key) => typeof data[key] === 'string').map((key) => [key, data[key]]));
  } catch {
    return {};
  }
}

export function saveCheckoutData(storage: SafeStorage, values: CheckoutValues): void {
  storage.set(CHECKOUT_DATA_KEY, JSON.stringify(Object.fromEntries(KEPT.map((key) => [key, values[key] ?? EMPTY_CHECKOUT_VALUES[key]]))));
}

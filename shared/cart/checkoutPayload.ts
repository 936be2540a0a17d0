import type { CheckoutValues } from './checkoutForm';
import type { DeliveryAddress } from '../types';
import { normalisePostalCode, stripPhoneDashes } from '../forms';

/** The body of POST /carts/checkout (docs/api-commerce.md) from the form and the cart the shopper saw. */
export interface CheckoutPayload {
  cart_uuid: string;
  payment_method: string;
  reservation_mode: CheckoutValues['mode'];
  expected_total: number;
  agreement_accepted: boolean;
  reservation_start_window?: string;
  delivery_address?: DeliveryAddress;
  birth_date?: string;
  contact?: { first_name: string; last_name: string; email: string; phone: string; birth_date?: string };
  notes?: string;
}

export function addressOf(values: Pick<CheckoutValues, 'street' | 'city' | 'state_code' | 'zipcode'>): DeliveryAddress {
  return { street: values.street.trim(), city: values.city.trim(), state_code: values.state_code.trim().toUpperCase(), zipcode: values.zipcode.trim() };
}

/**
 * The address to save on the cart as the shopper types (001 §4: a street is needed), once its postal code is one of
 * the store's country, written as that country writes it ('m5v3l9' → 'M5V 3L9'); null until then.
 */
export function savableAddress(values: Pick<CheckoutValues, 'street' | 'city' | 'state_code' | 'zipcode'>, country: string | null | undefined): DeliveryAddress | null {
  const address = addressOf(values);
  const zipcode = normalisePostalCode(address.zipcode, country);
  return address.street && zipcode ? { ...address, zipcode } : null;
}

/**
 * `expected_total` is the order total the shopper was shown: the server answers 'Your total has been
 * updated' (001 §8) when it no longer matches, rather than charging a different amount.
 */
export function checkoutPayload(values: CheckoutValues, context: { cartUuid: string; expectedTotal: number; guest: boolean }): CheckoutPayload {
  const payload: CheckoutPayload = {
    cart_uuid: context.cartUuid,
    payment_method: values.payment,
    reservation_mode: values.mode,
    expected_total: context.expectedTotal,
    agreement_accepted: values.agreement,
  };
  if (values.time) payload.reservation_start_window = values.time;
  if (values.mode === 'delivery') payload.delivery_address = addressOf(values);
  if (values.birth_date.trim()) payload.birth_date = values.birth_date.trim();
  if (values.notes.trim()) payload.notes = values.notes.trim();
  if (context.guest) {
    payload.contact = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      // 001 §5: phone dashes are stripped before it is sent.
      phone: stripPhoneDashes(values.phone.trim()),
      ...(values.birth_date.trim() ? { birth_date: values.birth_date.trim() } : {}),
    };
  }
  return payload;
}

/** The tip the shopper chose, in cents (000 §3 tip_settings: dollar amounts or percents of the subtotal). */
export function tipCents(values: Pick<CheckoutValues, 'tip' | 'tipCustom'>, variant: 'dollar' | 'percentage', discountedSubtotalCents: number): number {
  const raw = values.tip === 'custom' ? values.tipCustom : values.tip;
  const number = Number(String(raw).replace('%', '').trim());
  if (!Number.isFinite(number) || number <= 0) return 0;
  return variant === 'percentage' ? Math.round((discountedSubtotalCents * number) / 100) : Math.round(number * 100);
}

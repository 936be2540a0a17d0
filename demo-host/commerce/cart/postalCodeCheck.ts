import { FORM_MESSAGES, normalisePostalCode, postalCodeField } from '../../../shared/forms';
import { unprocessable } from '../../http';
import type { ChangedCart } from './changeAndPrice';
import type { Trx } from './cartTransaction';
import type { CartRow } from './loadCart';

const FIELD = 'delivery_address.zipcode';

/**
 * The address with its postal code as the store's country writes it ('m5v3l9' → 'M5V 3L9'; shared/forms postalCode,
 * the widget's rule); a code of another shape is a 422 naming delivery_address.zipcode. An empty code passes: 001 §4
 * lets an address be saved with its street alone, and checkout asks for the code (requirePostalCode).
 */
export function checkedPostalCode<A extends { zipcode?: string | null }>(address: A, countryCode: string | null | undefined): A {
  const typed = address.zipcode?.trim() ?? '';
  if (!typed) return address;
  const zipcode = normalisePostalCode(typed, countryCode);
  if (zipcode === null) {
    const { message } = postalCodeField(countryCode);
    throw unprocessable(message, { [FIELD]: [message] });
  }
  return { ...address, zipcode };
}

/** Checkout's delivery: the address needs a postal code of the store's country (the widget's required rule). */
export function requirePostalCode(address: { zipcode?: string | null } | null, countryCode: string | null | undefined): void {
  if (!address?.zipcode?.trim()) {
    const { label } = postalCodeField(countryCode);
    throw unprocessable(`A delivery address needs a ${label === 'ZIP code' ? label : 'postal code'}`, { [FIELD]: [FORM_MESSAGES.required] });
  }
  checkedPostalCode(address, countryCode);
}

/** A cart change that may set the delivery address (PATCH /carts): its postal code checked against the cart's store, and saved written its way. */
export function withCheckedPostalCode(change: (trx: Trx, cart: CartRow) => Promise<ChangedCart>): (trx: Trx, cart: CartRow) => Promise<ChangedCart> {
  return async (trx, locked) => {
    const changed = await change(trx, locked);
    const json = changed.set?.delivery_address_json;
    if (typeof json !== 'string' || !changed.store) return changed;
    const delivery_address_json = JSON.stringify(checkedPostalCode(JSON.parse(json) as { zipcode?: string }, changed.store.row.country_code));
    return { ...changed, set: { ...changed.set, delivery_address_json }, cart: { ...changed.cart, delivery_address_json } };
  };
}

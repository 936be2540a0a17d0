import type { ReservationMode } from '../../../shared/constants';
import { FORM_MESSAGES } from '../../../shared/forms';
import { curbsideRefusals, guestContactRefusal, modeRefusal } from '../../../shared/fulfilment';
import type { AppMode } from '../../../shared/types';
import type { StoreData } from '../../db';
import { ApiError, unprocessable } from '../../http';
import type { StoreRecord } from '../cart/loadCart';
import type { CheckoutInput } from './checkoutRules';

/**
 * The mode the checkout is made in: the body's `app_mode`, else the one the cart was made in. The API knows no kiosk
 * device, so a kiosk order is one that says it is; kiosk_anonymous_checkout only ever loosens what a guest gives.
 */
export function checkoutAppMode(body: Pick<CheckoutInput, 'app_mode'>, cartAppMode: string | null): AppMode {
  return body.app_mode ?? ((cartAppMode ?? 'default') as AppMode);
}

/** Check 3 (docs/api-commerce.md): the mode is offered here (000 §3 toggles and curbside_pickup_setting; no kiosk delivery). */
export function assertModeOffered(store: StoreRecord, mode: ReservationMode, appMode: AppMode): void {
  const toggles = {
    pickup: store.row.pickup === 1,
    delivery: store.row.delivery === 1,
    curbside: store.row.curbside === 1,
    curbside_pickup_setting: store.data.curbside_pickup_setting,
  };
  const refusal = modeRefusal(toggles, mode, appMode);
  if (refusal) throw unprocessable(refusal, { reservation_mode: [`${mode} is not offered here`] });
}

/** Check 5 for curbside: the vehicle, and the spot within qr_curbside_settings (shared/fulfilment, as the form checks them). */
export function assertCurbsideDetails(data: StoreData, mode: ReservationMode, curbside: CheckoutInput['curbside']): void {
  if (mode !== 'curbside') return;
  const refusals = curbsideRefusals(data, curbside);
  if (refusals) throw unprocessable(refusals.vehicle ? 'Please describe your vehicle for curbside pickup' : 'Please check the spot number', refusals);
}

/** Check 11: a buyer without an account, by guest_checkout_setting and, at a kiosk, kiosk_anonymous_checkout. */
export function assertGuestContact(data: StoreData, appMode: AppMode, contact: CheckoutInput['contact']): void {
  const refusal = guestContactRefusal({ appMode, kiosk_anonymous_checkout: data.kiosk_anonymous_checkout, guest_checkout_setting: data.guest_checkout_setting }, contact);
  if (refusal === 'sign_in') throw new ApiError('unauthorized', 'Please sign in to check out at this store');
  if (refusal === 'contact_required') throw unprocessable('Please enter your contact details', { contact: [FORM_MESSAGES.required] });
  if (refusal === 'contact_refused') throw unprocessable('This kiosk places orders without contact details', { contact: ['not taken at this kiosk'] });
}

/** What the reservation keeps of a curbside order: the car and its spot, for the staff who bring the order out. */
export function curbsideOfOrder(mode: string, curbside: CheckoutInput['curbside']): { spot_number: number | null; vehicle: string } | null {
  if (mode !== 'curbside' || !curbside?.vehicle) return null;
  return { spot_number: curbside.spot_number ?? null, vehicle: curbside.vehicle };
}

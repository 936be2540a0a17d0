import { birthDateAsked, checkoutFormRules, checkoutPayload } from '../../shared/cart';
import type { CheckoutFormContext, CheckoutValues, ServerCart } from '../../shared/cart';
import type { ReservationMode } from '../../shared/constants';
import { curbsideSpotMax, type ContactPolicy } from '../../shared/fulfilment';
import type { FormRules } from '../../shared/forms';
import { centsToDollars } from '../../shared/money';
import { maxCustomTip } from '../../shared/pricing';
import type { AppMode, Store } from '../../shared/types';
import { handoverFormRules, sendsContact, withHandover, type HandoverContext, type HandoverPayload } from './handoverForm';
import { minimumShortfalls } from './OrderMinimumNotices';
import type { MinimumShortfall } from '../../shared/cart';

// The checkout's client-side rules, asked by the checkout form and by one-click checkout alike: which fields a store
// asks for, what stops an order before it is sent, and the body POST /carts/checkout gets.

export type CheckoutContext = CheckoutFormContext & { readonly handover: HandoverContext };

/**
 * What the form asks of this buyer at this store: `contact` is how a buyer without an account gives contact details
 * (null: the shopper orders with their account). 000 §3: a store that requires a birth date or sells only from an
 * age asks every shopper for one.
 */
export function checkoutContext(store: Store, remote: ServerCart, contact: ContactPolicy | null): CheckoutContext {
  return {
    guest: contact === 'required',
    birthDateRequired: birthDateAsked(store),
    agreementRequired: store.require_checkout_agreement,
    tipMax: maxCustomTip(store.tip_settings?.variant ?? 'dollar', remote.discountedSubtotalCents),
    postalCountry: store.country_code,
    handover: { contact, spotMax: curbsideSpotMax(store) },
  };
}

/** Every rule the checkout form checks: shared/cart's checkoutFormRules, then the hand-over's. */
export function checkoutRules(context: CheckoutFormContext & { readonly handover?: HandoverContext }, values: CheckoutValues): FormRules<CheckoutValues> {
  return { ...checkoutFormRules(context, values), ...(context.handover ? handoverFormRules(context.handover, values) : {}) };
}

export interface OrderBlockers {
  /** 000 §3 minimum order amounts the bag is under for this mode. */
  readonly short: MinimumShortfall[];
  /** The store does not deliver to the cart's address. */
  readonly outsideArea: boolean;
  /** Place order waits: the store takes no order now, a minimum is not met, or the address is not served. */
  readonly blocked: boolean;
}

/** What stops an order whatever the shopper types (000 §3): told beside the button, which waits, rather than refused after submit. */
export function orderBlockers(store: Store, remote: ServerCart, mode: ReservationMode, closed: boolean): OrderBlockers {
  const short = minimumShortfalls(store, remote, [mode], mode);
  const outsideArea = mode === 'delivery' && remote.deliveryStatus === 'outside_area';
  const belowDeliveryMinimum = mode === 'delivery' && remote.deliveryStatus === 'below_minimum';
  return { short, outsideArea, blocked: closed || short.length > 0 || outsideArea || belowDeliveryMinimum };
}

/** The body of POST /carts/checkout for these values, with the total the shopper was shown (001 §8 'Your total has been updated'). */
export function orderPayload(values: CheckoutValues, remote: ServerCart, contact: ContactPolicy | null, appMode: AppMode): HandoverPayload {
  const base = checkoutPayload(values, { cartUuid: remote.uuid, expectedTotal: centsToDollars(remote.orderTotalCents), guest: sendsContact(contact, values) });
  return withHandover(base, values, appMode);
}

import { EMPTY_CHECKOUT_VALUES } from '../../shared/cart';
import type { CheckoutValues, ServerCart } from '../../shared/cart';
import { fallbackReservationMode, offeredReservationModes } from '../../shared/fulfilment';
import type { AppMode, DeliveryAddress, Store } from '../../shared/types';
import type { CheckoutDraft } from './checkoutDraft';
import { paymentOptions } from './paymentOptions';

export interface InitialSources {
  readonly store: Store;
  readonly remote: ServerCart;
  /** The address the cart holds (or the one saved on this device, 001 §9). */
  readonly address: DeliveryAddress | null;
  /** 001 §9 persist_checkout_data: a guest's contact details from a past order. */
  readonly kept: Partial<CheckoutValues>;
  /** What the shopper had entered for this cart before leaving checkout (checkoutDraft). */
  readonly draft: CheckoutDraft;
  readonly now: number;
  /** The widget's mode: a kiosk offers no delivery. */
  readonly appMode: AppMode;
}

/**
 * The form's first values: the cart's mode and address, the draft for this cart over them, each draft value used
 * only while it still fits the store (an offered mode, one of the mode's payment options, a time still ahead).
 */
export function initialCheckoutValues({ store, remote, address, kept, draft, now, appMode }: InitialSources): CheckoutValues {
  const modes = offeredReservationModes(store, appMode);
  const cartMode = modes.includes(remote.reservationMode) ? remote.reservationMode : fallbackReservationMode(modes);
  const mode = draft.mode && modes.includes(draft.mode) ? draft.mode : cartMode;
  const payments: readonly string[] = paymentOptions(store, mode);
  const { mode: _mode, payment, time, ...typed } = draft;
  return {
    ...EMPTY_CHECKOUT_VALUES,
    ...kept,
    ...(address ?? {}),
    ...typed,
    mode,
    payment: payment && payments.includes(payment) ? payment : (payments[0] ?? ''),
    time: time && Date.parse(time) > now ? time : '',
  };
}

import { CHECKOUT_CONTACT_EMAIL, checkoutErrorKind, idItemsIn } from '../../shared/cart';
import type { CompletionItem } from '../../shared/identification';
import type { CheckoutPayload, ServerCart } from '../../shared/cart';
import { UNKNOWN_FORM_ERROR } from '../../shared/forms';
import { dollarsToCents } from '../../shared/money';
import { hostMessage } from '../../shared/protocol';
import type { CheckoutResult } from '../../shared/types';
import { ApiError } from '../api/ApiError';
import { placeOrder } from '../api/checkout';
import { SERVER_ERROR_MESSAGE } from '../api/createHttp';
import { modeBaseOf } from '../app';
import { purchaseParams } from '../platform/analytics';
import type { WidgetInstance } from '../app';

export type SubmitOutcome =
  | { ok: true; path: string }
  | {
      ok: false;
      message: string;
      validations?: Record<string, string | string[]>;
      /** 422 id_required: the ID documents the mode still needs on file (the refusal names each in validations). */
      idMissing?: CompletionItem[];
      /** 401: the session ended, or the store takes no guest orders; the request layer has cleared the session. */
      signIn?: boolean;
    };

/** Where a placed order goes (001 §2): kiosk's QR thank-you, the guest receipt by uuid, or the reservation. */
export function receiptPath(result: CheckoutResult, options: { kiosk: boolean; guest: boolean }): string {
  const warning = result.warning_message ? `warning_message=${encodeURIComponent(result.warning_message)}` : '';
  if (options.kiosk) return `/cart/${result.reservation.id}/thankyou`;
  if (options.guest || result.contact) {
    const registered = `is_registered=${result.contact?.is_registered ? 'true' : 'false'}`;
    return `/reservation_receipt/${encodeURIComponent(result.reservation.uuid)}?${[registered, warning].filter(Boolean).join('&')}`;
  }
  return `/profile/reservations/${result.reservation.id}${warning ? `?${warning}` : ''}`;
}

/**
 * Submit (001 §4): the checking-out state while it runs; on success the `checkout` message and a
 * validated `purchase` analytics event go to the host, the cart is cleared and the receipt path answered;
 * on failure the 001 §8 catalogue decides (reload on a changed total, fix-unavailable, contact message).
 */
export async function submitCheckout(widget: WidgetInstance, payload: CheckoutPayload, remote: ServerCart, guest: boolean): Promise<SubmitOutcome> {
  const { cart, bridge, http } = widget;
  cart.setCheckingOut(true);
  try {
    // 001 §5: placeOrder checks the answer against its schema (a mismatch is logged, the answer still used).
    // The confirmation mail links to the receipt under this mode's base, so it opens the widget as the shopper saw it.
    const result = await placeOrder(http, { ...(payload as Parameters<typeof placeOrder>[1]), mode_base: modeBaseOf(widget) });
    const amount = dollarsToCents(result.reservation.amount) ?? 0;
    // One order id for the host page: the reservation's public uuid, in `checkout` and in `purchase` alike.
    bridge.send(hostMessage('checkout', { reservationId: result.reservation.uuid, amount }));
    const purchase = purchaseParams({ uuid: result.reservation.uuid, amountCents: amount, currency: widget.analytics.currencyOf(remote.store?.id) }, remote);
    if (purchase.ok) widget.analytics.track('purchase', { ...purchase.params });
    else console.warn('[canopy] purchase event not sent', purchase.errors);
    cart.clear();
    return { ok: true, path: receiptPath(result, { kiosk: widget.config.mode === 'kiosk', guest }) };
  } catch (error) {
    if (error instanceof ApiError && error.validations) return { ok: false, message: error.message, validations: error.validations, idMissing: idItemsIn(error.validations) };
    if (!(error instanceof ApiError)) return { ok: false, message: UNKNOWN_FORM_ERROR };
    if (error.status === 401) return { ok: false, message: error.message, signIn: true };
    // A body without a string message arrives as the request layer's fallback: 001 §8's non-string error.
    const text = error.code === 'network' || error.message === SERVER_ERROR_MESSAGE ? null : error.message;
    const kind = checkoutErrorKind(text, CHECKOUT_CONTACT_EMAIL);
    if (kind.kind === 'totalUpdated') await cart.refresh(true);
    if (kind.kind === 'productsUnavailable') {
      await cart.refresh(true);
      cart.flagUnavailable();
    }
    if (kind.kind === 'cartNotPending') cart.clear();
    return { ok: false, message: kind.message };
  } finally {
    cart.setCheckingOut(false);
  }
}

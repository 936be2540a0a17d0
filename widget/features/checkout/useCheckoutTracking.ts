import type { ServerCart } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { useTrack } from '../../app';
import type { WidgetInstance } from '../../app';
import { cartParams } from '../../platform/analytics';

/**
 * The checkout's GA4 funnel (001 §7): begin_checkout once per cart, then add_shipping_info for the reservation mode
 * the form shows (the one it starts with and each one chosen; shipping_tier is the mode) and add_payment_info for
 * the payment method, in that order.
 */
export function useCheckoutTracking(widget: WidgetInstance, remote: ServerCart, mode: ReservationMode, payment: string): void {
  const params = () => cartParams(remote, widget.analytics.currencyOf(remote.store?.id));
  useTrack('begin_checkout', remote.uuid, params);
  useTrack('add_shipping_info', `${remote.uuid}:${mode}`, () => ({ ...params(), shipping_tier: mode }));
  useTrack('add_payment_info', payment ? `${remote.uuid}:${payment}` : null, () => ({ ...params(), payment_type: payment }));
}

import type { ServerCart } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { useTrack } from '../../app';
import type { WidgetInstance } from '../../app';
import { checkoutFunnel } from '../../ui/checkoutFunnel';

/**
 * The checkout's GA4 funnel (ui/checkoutFunnel) as the form shows it: begin_checkout once per cart, then
 * add_shipping_info for the mode it starts with and each one chosen, and add_payment_info for each payment method.
 */
export function useCheckoutTracking(widget: WidgetInstance, remote: ServerCart, mode: ReservationMode, payment: string): void {
  const [begin, shipping, paying] = checkoutFunnel(widget, remote, mode, payment);
  useTrack(begin.event, begin.key, begin.params);
  useTrack(shipping.event, shipping.key, shipping.params);
  useTrack(paying.event, paying.key, paying.params);
}

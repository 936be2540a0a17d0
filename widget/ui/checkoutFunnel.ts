import type { ServerCart } from '../../shared/cart';
import type { ReservationMode } from '../../shared/constants';
import type { WidgetInstance } from '../app';
import { cartParams } from '../platform/analytics';
import type { AnalyticsEvent, AnalyticsParams } from '../platform/analytics';

/** One step of the checkout funnel: its event, the key it is sent once for (null: not yet), and its parameters. */
export interface FunnelStep {
  readonly event: AnalyticsEvent;
  readonly key: string | null;
  readonly params: () => AnalyticsParams;
}

/**
 * The checkout's GA4 funnel (001 §7), in its order: begin_checkout once per cart, add_shipping_info for the
 * reservation mode (shipping_tier is the mode), add_payment_info for the payment method once one is chosen. The
 * form sends each step as it shows it; one-click checkout sends them all at its one click.
 */
export function checkoutFunnel(widget: WidgetInstance, remote: ServerCart, mode: ReservationMode, payment: string): readonly [FunnelStep, FunnelStep, FunnelStep] {
  const params = () => cartParams(remote, widget.analytics.currencyOf(remote.store?.id));
  return [
    { event: 'begin_checkout', key: remote.uuid, params },
    { event: 'add_shipping_info', key: `${remote.uuid}:${mode}`, params: () => ({ ...params(), shipping_tier: mode }) },
    { event: 'add_payment_info', key: payment ? `${remote.uuid}:${payment}` : null, params: () => ({ ...params(), payment_type: payment }) },
  ];
}

import { cartLimitMeters, cartLimitRefusal } from '../../../shared/cart';
import type { CartLine, ServerCart } from '../../../shared/cart';
import { addressDeliveryMinimum, orderMinimumCents, orderMinimumRefusal, orderMinimumsOf } from '../../../shared/cart';
import type { Store } from '../../../shared/types';

/** What can stand between the bag and checkout (001 §2 /cartAlerts), most urgent first. */
export type CartAlert =
  | { readonly kind: 'refusal'; readonly message: string }
  | { readonly kind: 'unavailable'; readonly names: readonly string[] }
  | { readonly kind: 'specialChanged' }
  | { readonly kind: 'outsideArea' }
  | { readonly kind: 'minimum'; readonly message: string }
  | { readonly kind: 'limit'; readonly message: string; readonly over: boolean };

type AlertStore = Pick<Store, 'pickup_minimum' | 'delivery_minimum' | 'curbside_timing' | 'cart_limit_rules'>;

/**
 * The bag's alerts from what the widget already holds: the last refusal of a change (a limit names its group),
 * unavailable products (001 §4), a special that changed (special_has_changed / brand_special_has_changed), a
 * delivery address outside the area, a subtotal under the mode's minimum, and purchase limits reached or passed.
 * Minimums and limits need the cart's store; without it they are left out rather than guessed.
 */
export function cartAlertList({
  remote,
  lines,
  store,
  lastError,
}: {
  remote: ServerCart;
  lines: readonly CartLine[];
  store: AlertStore | null;
  lastError: string | null;
}): CartAlert[] {
  const alerts: CartAlert[] = [];
  if (lastError) alerts.push({ kind: 'refusal', message: lastError });
  if (remote.unavailable.length > 0) {
    const names = remote.unavailable.map(({ productId, weight }) => remote.lines.find((l) => l.productId === productId && l.weight === weight)?.name || 'An item');
    alerts.push({ kind: 'unavailable', names });
  }
  if (remote.specialChanged) alerts.push({ kind: 'specialChanged' });
  if (remote.reservationMode === 'delivery' && remote.deliveryStatus === 'outside_area') alerts.push({ kind: 'outsideArea' });
  if (!store) return alerts;
  const minimum = orderMinimumCents(remote.reservationMode, orderMinimumsOf(store, addressDeliveryMinimum(remote)));
  const short = orderMinimumRefusal(remote.reservationMode, minimum, remote.discountedSubtotalCents);
  if (short) alerts.push({ kind: 'minimum', message: short });
  const kinds = new Map(remote.lines.map((l) => [`${l.productId}:${l.weight}`, l.kind]));
  const meterLines = lines.map((line) => ({
    kind: kinds.get(`${line.productId}:${line.weight}`) ?? line.limit?.kind ?? '',
    weight: line.weight,
    count: line.count,
    limit: line.limit,
  }));
  const refusal = cartLimitRefusal(store.cart_limit_rules, meterLines);
  if (refusal && refusal !== lastError) alerts.push({ kind: 'limit', message: refusal, over: true });
  for (const meter of cartLimitMeters(store.cart_limit_rules, meterLines)) {
    if (!meter.over && meter.used !== null && meter.used >= meter.limit)
      alerts.push({ kind: 'limit', message: `Your bag has reached the ${meter.group} limit: nothing more of it can be added.`, over: false });
  }
  return alerts;
}

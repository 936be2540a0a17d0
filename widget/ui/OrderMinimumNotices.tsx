import { addressDeliveryMinimum, orderMinimumNotice, orderMinimumShortfalls, orderMinimumsOf } from '../../shared/cart';
import type { MinimumShortfall, ServerCart } from '../../shared/cart';
import type { ReservationMode } from '../../shared/constants';
import type { Store } from '../../shared/types';

type MinimumStore = Pick<Store, 'pickup_minimum' | 'delivery_minimum' | 'curbside_timing'>;

/**
 * The modes of `modes` the bag's discounted subtotal is short for, `current` first, with the numbers checkout's
 * refusal uses (shared/cart orderMinimum): the address's delivery minimum once the cart has one, else the store's.
 */
export function minimumShortfalls(store: MinimumStore | null, remote: ServerCart, modes: readonly ReservationMode[], current: ReservationMode): MinimumShortfall[] {
  if (!store) return [];
  return orderMinimumShortfalls(modes, current, orderMinimumsOf(store, addressDeliveryMinimum(remote)), remote.discountedSubtotalCents);
}

/**
 * 'Add $18.00 more for delivery (minimum $30.00)' for each short mode, while the shopper can still add to the bag
 * or choose another mode; the current mode's as a warning, the others as information. Live, so a change is announced.
 * `currentId` names the current mode's notice, for a control it holds back to point at (aria-describedby).
 */
export function OrderMinimumNotices({ shortfalls, current, currentId }: { shortfalls: readonly MinimumShortfall[]; current: ReservationMode; currentId?: string }) {
  return (
    <div aria-live="polite" className="cn-minimums">
      {shortfalls.map((short) => (
        <p key={short.mode} id={short.mode === current ? currentId : undefined} className={`cn-alert${short.mode === current ? '' : ' cn-alert--info'}`}>
          <span>{orderMinimumNotice(short)}</span>
        </p>
      ))}
    </div>
  );
}

import { offeredReservationModes } from '../../../shared/cart';
import type { ServerCart } from '../../../shared/cart';
import type { Store } from '../../../shared/types';
import { OrderMinimumNotices, minimumShortfalls } from '../../ui/OrderMinimumNotices';

/**
 * The bag's order-minimum notices (000 §3 minimum order amounts): what to add for the cart's mode and for every other
 * mode the store offers, before checkout would refuse it. Checkout stays open: another mode may already fit.
 */
export function BagMinimums({ store, remote }: { store: Store | null; remote: ServerCart }) {
  if (!store) return null;
  const shortfalls = minimumShortfalls(store, remote, offeredReservationModes(store), remote.reservationMode);
  return <OrderMinimumNotices shortfalls={shortfalls} current={remote.reservationMode} />;
}

import type { ServerCart } from '../../../shared/cart';
import { offeredReservationModes } from '../../../shared/fulfilment';
import type { AppMode, Store } from '../../../shared/types';
import { useWidget } from '../../app';
import { OrderMinimumNotices, minimumShortfalls } from '../../ui/OrderMinimumNotices';

/**
 * The bag's order-minimum notices (000 §3 minimum order amounts): what to add for the cart's mode and for every other
 * mode the store offers here, before checkout would refuse it. Checkout stays open: another mode may already fit.
 */
export function BagMinimums({ store, remote }: { store: Store | null; remote: ServerCart }) {
  return <BagMinimumNotices store={store} remote={remote} appMode={useWidget().config.mode} />;
}

/** BagMinimums for a given app mode: a kiosk takes no delivery (shared/fulfilment), so it names no delivery minimum. */
export function BagMinimumNotices({ store, remote, appMode }: { store: Store | null; remote: ServerCart; appMode: AppMode }) {
  if (!store) return null;
  const shortfalls = minimumShortfalls(store, remote, offeredReservationModes(store, appMode), remote.reservationMode);
  return <OrderMinimumNotices shortfalls={shortfalls} current={remote.reservationMode} />;
}

import type { Store } from '../../shared/types';
import { storeStatusText } from './storeStatusText';

/** 'Open now · Closes 9:00 PM' (000 §4) in the shell's .cn-status colours, as the store header words it. */
export function StoreStatusBadge({ store, now }: { store: Pick<Store, 'working_hours' | 'time_zone_identifier'>; now: number }) {
  const status = storeStatusText(store, now);
  return (
    <span className="cn-store-status">
      <span className={`cn-status cn-status--${status.status}`}>{status.label}</span>
      {status.detail && <span className="cn-store-status__detail">{status.detail}</span>}
    </span>
  );
}

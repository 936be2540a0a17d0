import type { ScheduleEntry } from '../../../shared/schedule';
import { useStoreStatus } from './useStoreStatus';

/** 'Open now · Closes 9:00 PM' with the status colour of the shell's .cn-status. */
export function StoreStatusBadge({ store }: { store: { readonly working_hours?: readonly ScheduleEntry[] | null; readonly time_zone_identifier?: string | null } }) {
  const status = useStoreStatus(store);
  return (
    <span className="cn-store-status">
      <span className={`cn-status cn-status--${status.tone}`}>{status.label}</span>
      {status.detail && <span className="cn-store-status__detail">{status.detail}</span>}
    </span>
  );
}

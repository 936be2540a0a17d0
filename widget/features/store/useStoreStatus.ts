import { useEffect, useState } from 'react';
import { ianaTimeZone, storeStatus, weeklySchedule, zonedDateTime } from '../../../shared/schedule';
import type { ScheduleEntry } from '../../../shared/schedule';
import { describeStoreStatus } from './describeStoreStatus';
import type { StatusText } from './describeStoreStatus';

const MINUTE_MS = 60_000;

/** The store's status now, in its own zone (000 §4), refreshed every minute while shown. */
export function useStoreStatus(store: { readonly working_hours?: readonly ScheduleEntry[] | null; readonly time_zone_identifier?: string | null }): StatusText {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const zone = ianaTimeZone(store.time_zone_identifier);
  return describeStoreStatus(storeStatus(weeklySchedule(store.working_hours), now, zone), zonedDateTime(now, zone).weekday);
}

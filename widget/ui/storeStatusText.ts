import { ianaTimeZone, storeStatus, weeklySchedule } from '../../shared/schedule';
import type { StoreStatus } from '../../shared/schedule';
import type { Store } from '../../shared/types';

export interface StatusText {
  readonly status: StoreStatus['status'];
  readonly label: string;
  readonly detail: string | null;
}

const DAY = (day: string) => day.charAt(0).toUpperCase() + day.slice(1, 3);

/** The store's ordering status in words (000 §4: open, closed, nearly open, opens later today, always closed). */
export function storeStatusText(store: Pick<Store, 'working_hours' | 'time_zone_identifier'>, now: number): StatusText {
  const status = storeStatus(weeklySchedule(store.working_hours), now, ianaTimeZone(store.time_zone_identifier));
  switch (status.status) {
    case 'open':
      return { status: 'open', label: 'Open now', detail: `Closes ${status.closes.time}` };
    case 'nearlyOpen':
      return { status: 'nearlyOpen', label: 'Opening soon', detail: `Opens ${status.opens.time}` };
    case 'opensLaterToday':
      return { status: 'opensLaterToday', label: 'Closed', detail: `Opens today at ${status.opens.time}` };
    case 'closed':
      return { status: 'closed', label: 'Closed', detail: `Opens ${DAY(status.opens.day)} ${status.opens.time}` };
    case 'alwaysClosed':
      return { status: 'alwaysClosed', label: 'Temporarily closed', detail: null };
  }
}

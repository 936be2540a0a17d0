import type { StoreStatus } from '../../../shared/schedule';
import type { DayName } from '../../../shared/types';

export interface StatusText {
  /** The status word: the badge text. */
  readonly label: string;
  /** When it changes: 'Closes 9:00 PM', 'Opens Tue 10:00 AM'. */
  readonly detail: string | null;
  /** The CSS modifier of .cn-status (the shell's base sheet colours each status). */
  readonly tone: StoreStatus['status'];
}

const SHORT_DAY: Readonly<Record<DayName, string>> = {
  monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun',
};

/**
 * Words for the store's schedule status of 000 §4 (open, closed, nearly open, opens later today, always
 * closed); the status itself comes from shared/schedule. `today` is the store's local weekday, so a
 * closing time past midnight names its day.
 */
export function describeStoreStatus(status: StoreStatus, today: DayName): StatusText {
  switch (status.status) {
    case 'open':
      return { label: 'Open now', detail: `Closes ${when(status.closes, today)}`, tone: 'open' };
    case 'nearlyOpen':
      return { label: 'Opening soon', detail: `Opens ${when(status.opens, today)}`, tone: 'nearlyOpen' };
    case 'opensLaterToday':
      return { label: 'Closed', detail: `Opens today at ${status.opens.time}`, tone: 'opensLaterToday' };
    case 'closed':
      return { label: 'Closed', detail: `Opens ${when(status.opens, today)}`, tone: 'closed' };
    case 'alwaysClosed':
      return { label: 'Closed', detail: 'Not taking orders right now', tone: 'alwaysClosed' };
  }
}

function when(moment: { day: DayName; time: string }, today: DayName): string {
  return moment.day === today ? moment.time : `${SHORT_DAY[moment.day]} ${moment.time}`;
}

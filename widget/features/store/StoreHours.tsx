import { useMemo, useState } from 'react';
import { ianaTimeZone, scheduleWindow, weeklySchedule } from '../../../shared/schedule';
import type { Store } from '../../../shared/types';

type HoursKind = 'store' | 'pickup' | 'delivery' | 'curbside';
const LABELS: Readonly<Record<HoursKind, string>> = { store: 'Store', pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside' };

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/**
 * The next 7 days (000 §4 schedule window), starting today in the store's zone, for the store and for
 * each fulfilment mode it offers; the shopper switches between them with a segmented control.
 */
export function StoreHours({ store, now }: { store: Store; now: number }) {
  const kinds = (['store', 'pickup', 'delivery', 'curbside'] as const).filter((kind) => kind === 'store' || store[kind]);
  const [kind, setKind] = useState<HoursKind>('store');
  const zone = ianaTimeZone(store.time_zone_identifier);
  const days = useMemo(() => {
    const entries = kind === 'store' ? store.working_hours : store[`${kind}_hours`];
    return scheduleWindow(weeklySchedule(entries), now, zone);
  }, [store, kind, now, zone]);

  return (
    <div className="cn-hours">
      {kinds.length > 1 && (
        <div className="cn-seg" role="group" aria-label="Hours for">
          {kinds.map((option) => (
            <button key={option} type="button" className="cn-seg__option" aria-pressed={option === kind} onClick={() => setKind(option)}>
              {LABELS[option]}
            </button>
          ))}
        </div>
      )}
      <table className="cn-hours__table">
        <caption className="cn-sr">{LABELS[kind]} hours for the next 7 days</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className={day.is_today ? 'cn-hours__today' : undefined} aria-current={day.is_today ? 'date' : undefined}>
              <th scope="row">
                {dayLabel(day.day)}
                {day.is_today && <span className="cn-hours__tag">Today</span>}
              </th>
              <td>{day.closed_all_day ? <span className="cn-muted">Closed</span> : `${day.formatted_opening_time} – ${day.formatted_closing_time}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

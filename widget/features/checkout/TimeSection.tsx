import { useMemo } from 'react';
import { checkoutSlots } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { reservationTimeLabel } from '../../../shared/fulfilment';
import { ianaTimeZone } from '../../../shared/schedule';
import type { Store } from '../../../shared/types';
import type { CheckoutForm } from './useCheckoutForm';

const dayLabel = (date: string, today: string, timeZone: string) =>
  date === today
    ? 'Today'
    : new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)) + (timeZone ? '' : '');

/**
 * The reservation time (000 §3 per-mode timing): as soon as possible, or a window on the mode's step after its
 * lead time, on another day only where the store takes future-day orders; with off-hours ordering a closed store
 * still books ahead.
 */
export function TimeSection({ form, store, mode, now }: { form: CheckoutForm; store: Store; mode: ReservationMode; now: number }) {
  const timeZone = ianaTimeZone(store.time_zone_identifier);
  const timing = store[`${mode}_timing`];
  const slots = useMemo(
    () => checkoutSlots({ hours: store[`${mode}_hours`], timing, allowFutureDays: store.allow_future_day_ordering, timeZone, now }),
    [store, mode, timing, timeZone, now],
  );
  const today = slots[0]?.date;
  const groups = new Map<string, typeof slots>();
  for (const slot of slots) groups.set(slot.date, [...(groups.get(slot.date) ?? []), slot]);
  const noSlotsToday = !slots.some((s) => s.date === today && today === new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now)));
  return (
    <div className="cn-field">
      <label htmlFor="cn-time">{reservationTimeLabel(mode)}</label>
      <select id="cn-time" className="cn-input cn-select" value={form.values.time} onChange={(e) => form.set('time', e.currentTarget.value)} onBlur={() => form.blur('time')}>
        <option value="">
          As soon as possible ({timing.min_lead_time}–{timing.max_lead_time} min)
        </option>
        {[...groups].map(([date, list]) => (
          <optgroup key={date} label={dayLabel(date, new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now)), timeZone)}>
            {list.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {dayLabel(date, new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now)), timeZone)}, {slot.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {noSlotsToday && store.allow_off_hours_ordering && (
        <p className="cn-muted" style={{ fontSize: 13 }}>
          The store is closed for {mode} now; as soon as possible means after it opens.
        </p>
      )}
    </div>
  );
}

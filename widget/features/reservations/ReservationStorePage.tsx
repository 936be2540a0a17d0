import { useState } from 'react';
import { ianaTimeZone, scheduleWindow, weeklySchedule } from '../../../shared/schedule';
import type { Store } from '../../../shared/types';
import { fetchStore } from '../../api/stores';
import type { Reservation } from '../../api/checkout';
import { Link, storePaths, useResource, useTitle, useWidget } from '../../app';
import { LoadError } from '../../ui/StatePanel';
import { StoreContact } from '../../ui/StoreContact';
import { StoreStatusBadge } from '../../ui/StoreStatusBadge';
import { useRetry } from '../../ui/useRetry';
import { ReservationFrame } from './ReservationFrame';
import { ReservationSkeleton } from './ReservationState';
import { modeWord } from './reservationWords';

/** 001 §2 /profile/reservations/{id}/store: the store a reservation is with, to get there, call it or go back in. */
export function ReservationStorePage({ id }: { id: number | null }) {
  return (
    <ReservationFrame id={id} title="Your store">
      {(reservation) => <StoreOfReservation reservation={reservation} />}
    </ReservationFrame>
  );
}

function StoreOfReservation({ reservation }: { reservation: Reservation }) {
  const { http, embedded, storeId: embeddedStoreId } = useWidget();
  const storeId = reservation.store?.id ?? null;
  const { key, retry } = useRetry(storeId === null ? null : `store:${storeId}`);
  const resource = useResource(key, (signal) => fetchStore(http, storeId!, signal));
  const store = resource.data;
  useTitle(store ? store.name : null);
  if (resource.error) return <LoadError what="the store" error={resource.error} onRetry={retry} />;
  if (!store) return <ReservationSkeleton />;
  return (
    <div className="cn-resv-detail">
      <section className="cn-rpanel" aria-labelledby="cn-resv-store-name">
        <h2 id="cn-resv-store-name" className="cn-h2">
          {store.name}
        </h2>
        <StoreStatusBadge store={store} now={Date.now()} />
        <StoreContact store={store}>
          <Link className="cn-btn cn-btn--secondary cn-btn--small" to={storePaths(store, embedded ? embeddedStoreId : null).menu}>
            Shop this store
          </Link>
        </StoreContact>
      </section>
      <ModeHours store={store} mode={reservation.reservation_mode} />
      <Link to={`/profile/reservations/${reservation.id}`}>← Back to reservation #{reservation.id}</Link>
    </div>
  );
}

/**
 * The next 7 days of the hours that matter for this reservation (000 §4 schedule window, in the store's zone):
 * its mode's hours, or the store's when the mode has none of its own.
 */
function ModeHours({ store, mode }: { store: Store; mode: Reservation['reservation_mode'] }) {
  const [now] = useState(() => Date.now());
  const own = store[`${mode}_hours`] ?? [];
  const entries = own.length > 0 ? own : store.working_hours;
  const days = scheduleWindow(weeklySchedule(entries), now, ianaTimeZone(store.time_zone_identifier));
  const heading = own.length > 0 ? `${modeWord(mode)} hours` : 'Store hours';
  return (
    <section className="cn-rpanel" aria-labelledby="cn-resv-hours">
      <h2 id="cn-resv-hours" className="cn-h3">
        {heading}
      </h2>
      <dl className="cn-resv-hours">
        {days.map((day) => (
          <div key={day.date} className={day.is_today ? 'cn-resv-hours__today' : undefined}>
            <dt>
              {day.day.charAt(0).toUpperCase() + day.day.slice(1)}
              {day.is_today && ' (today)'}
            </dt>
            {/* Each time stays whole; on a narrow phone the range breaks after its dash, never inside a time. */}
            <dd>
              {day.closed_all_day ? (
                'Closed'
              ) : (
                <>
                  <span className="cn-resv-hours__time">{day.formatted_opening_time}</span> – <span className="cn-resv-hours__time">{day.formatted_closing_time}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

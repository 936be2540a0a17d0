import { useState } from 'react';
import { ianaTimeZone, scheduleWindow, weeklySchedule } from '../../../shared/schedule';
import type { Store } from '../../../shared/types';
import { fetchStore } from '../../api/stores';
import type { Reservation } from '../../api/checkout';
import { Link, storePaths, useResource, useStyles, useTitle, useWidget } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { LoadError } from '../../ui/StatePanel';
import { receiptCss } from '../../ui/receiptCss';
import { StoreStatusBadge } from '../../ui/StoreStatusBadge';
import { useRetry } from '../../ui/useRetry';
import { ReservationSkeleton, ReservationState } from './ReservationState';
import { modeWord } from './reservationWords';
import { reservationsCss } from './reservationsCss';
import { storeCss } from '../../ui/storeCss';
import { useReservation } from './useReservation';

/** 001 §2 /profile/reservations/{id}/store: the store a reservation is with, to get there, call it or go back in. */
export function ReservationStorePage({ id }: { id: number | null }) {
  useStyles('receipt', receiptCss);
  useStyles('reservations', reservationsCss);
  // The rating stars and the store's status badge are drawn by the store sheet.
  useStyles('store', storeCss);
  const resource = useReservation(id);
  return (
    <AccountFrame title="Your store" current="reservations">
      <ReservationState id={id} resource={resource}>
        {(reservation) => <StoreOfReservation reservation={reservation} />}
      </ReservationState>
    </AccountFrame>
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
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store.full_address || `${store.address}, ${store.city}, ${store.state} ${store.zip}`)}`;
  return (
    <div className="cn-resv-detail">
      <section className="cn-rpanel cn-resv-store" aria-labelledby="cn-resv-store-name">
        <h2 id="cn-resv-store-name" className="cn-h2">
          {store.name}
        </h2>
        <StoreStatusBadge store={store} now={Date.now()} />
        <address className="cn-resv-store__contact">
          <span>{store.address}</span>
          <span>
            {store.city}, {store.state} {store.zip}
          </span>
          {store.phone && <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>}
        </address>
        <div className="cn-resv-actions">
          <a className="cn-btn cn-btn--secondary cn-btn--small" href={mapUrl} target="_blank" rel="noopener noreferrer">
            Open in Maps<span className="cn-sr"> (opens in a new tab)</span>
          </a>
          <Link className="cn-btn cn-btn--secondary cn-btn--small" to={storePaths(store, embedded ? embeddedStoreId : null).menu}>
            Shop this store
          </Link>
        </div>
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
            <dd>{day.closed_all_day ? 'Closed' : `${day.formatted_opening_time} – ${day.formatted_closing_time}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { listReservations } from '../../api/reservations';
import type { Reservation } from '../../api/checkout';
import { Link, useResource, useStyles, useWidget } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { useRetry } from '../../ui/useRetry';
import { useSignalValue } from '../../state/useSignalValue';
import { ReservationSkeleton } from './ReservationState';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import { itemCount, modeWord, money, placedOn, windowText } from './reservationWords';
import { reservationsCss } from './reservationsCss';

/** docs/api-commerce.md: GET /reservations answers 20 per page; a shorter page is the last. */
const PER_PAGE = 20;

/** 001 §2 /profile/reservations: the shopper's reservations, newest first, 20 at a time with "Show more". */
export function ReservationsPage() {
  useStyles('reservations', reservationsCss);
  return (
    <AccountFrame title="Reservations" current="reservations">
      <ReservationList />
    </AccountFrame>
  );
}

function ReservationList() {
  const [pages, setPages] = useState(1);
  // How many reservations each loaded page held: the first one empty is the empty state; a full last one has more.
  const [counts, setCounts] = useState<Record<number, number>>({});
  // Asked for afresh on each visit: an order placed or moved on since is listed as it is now.
  const [openedAt] = useState(() => Date.now());
  const loaded = useCallback((page: number, count: number) => setCounts((known) => (known[page] === count ? known : { ...known, [page]: count })), []);
  const { storeId } = useWidget();
  if (counts[1] === 0) {
    return (
      <StatePanel
        title="No reservations yet"
        action={
          <Link className="cn-btn cn-btn--primary" to={storeId !== null ? '/menu' : '/'}>
            Start shopping
          </Link>
        }
      >
        Orders you place while signed in show up here.
      </StatePanel>
    );
  }
  const last = counts[pages];
  return (
    <>
      <ul className="cn-resv-list" aria-label="Your reservations">
        {Array.from({ length: pages }, (_, index) => (
          <ReservationPageItems key={index + 1} page={index + 1} openedAt={openedAt} onLoaded={loaded} />
        ))}
      </ul>
      {last === PER_PAGE && (
        <button type="button" className="cn-btn cn-btn--secondary cn-resv-more" onClick={() => setPages((n) => n + 1)}>
          Show more
        </button>
      )}
    </>
  );
}

/** One page of the list: its items, or its loading or error row (a later page's failure keeps the earlier ones). */
function ReservationPageItems({ page, openedAt, onLoaded }: { page: number; openedAt: number; onLoaded: (page: number, count: number) => void }) {
  const { http, session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  const { key, retry } = useRetry(signedIn ? `reservations:${page}@${openedAt}` : null);
  const resource = useResource(key, (signal) => listReservations(http, page, signal));
  const reservations = resource.data?.reservations;
  useEffect(() => {
    if (reservations) onLoaded(page, reservations.length);
  }, [reservations, page, onLoaded]);
  // A later page comes from "Show more", which may vanish with it: focus goes on to the first reservation it added.
  const first = useRef<HTMLLIElement>(null);
  const arrived = reservations !== undefined;
  useEffect(() => {
    if (arrived && page > 1) first.current?.querySelector('a')?.focus();
  }, [arrived, page]);
  if (resource.error) {
    return (
      <li className="cn-resv-list__state">
        <LoadError what={page === 1 ? 'your reservations' : 'more reservations'} error={resource.error} onRetry={retry} />
      </li>
    );
  }
  if (!reservations) {
    return (
      <li className="cn-resv-list__state">
        <ReservationSkeleton rows={page === 1 ? 3 : 1} />
      </li>
    );
  }
  return (
    <>
      {reservations.map((reservation, index) => (
        <ReservationCard key={reservation.id} reservation={reservation} itemRef={index === 0 ? first : undefined} />
      ))}
    </>
  );
}

function ReservationCard({ reservation, itemRef }: { reservation: Reservation; itemRef?: RefObject<HTMLLIElement | null> }) {
  const count = itemCount(reservation);
  const store = reservation.store?.name ?? 'Store';
  const when = windowText(reservation);
  return (
    <li className="cn-resv-card" ref={itemRef}>
      <div className="cn-resv-card__head">
        <h2 className="cn-h3">
          <Link className="cn-resv-card__link" to={`/profile/reservations/${reservation.id}`}>
            <span className="cn-sr">{`Reservation #${reservation.id} at `}</span>
            {store}
          </Link>
        </h2>
        <ReservationStatusBadge reservation={reservation} />
      </div>
      <p className="cn-resv-card__meta">
        <span>#{reservation.id}</span>
        <span>{placedOn(reservation)}</span>
        <span>
          {modeWord(reservation.reservation_mode)}
          {when ? ` ${when}` : ''}
        </span>
        <span>
          {count} {count === 1 ? 'item' : 'items'}
        </span>
      </p>
      <p className="cn-resv-card__total">{money(reservation.amount)}</p>
    </li>
  );
}

import type { ReactNode } from 'react';
import type { Reservation } from '../../api/checkout';
import { useStyles } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { receiptCss } from '../../ui/receiptCss';
import { storeCss } from '../../ui/storeCss';
import { ReservationState } from './ReservationState';
import { reservationsCss } from './reservationsCss';
import { useReservation } from './useReservation';

/**
 * A profile page about one reservation (001 §2 /profile/reservations/{id}[/receipt|/store]): the profile frame
 * (its sign-in guard), the reservation asked for, its loading and error states, then the page. The title may
 * follow the reservation once it is here. Its sheets: the receipt's panels, these pages', and the store sheet's
 * rating stars and status badge.
 */
export function ReservationFrame({
  id,
  title,
  children,
}: {
  id: number | null;
  title: string | ((reservation: Reservation) => string);
  children: (reservation: Reservation) => ReactNode;
}) {
  useStyles('receipt', receiptCss);
  useStyles('reservations', reservationsCss);
  useStyles('store', storeCss);
  const resource = useReservation(id);
  const heading = typeof title === 'string' ? title : resource.data ? title(resource.data) : 'Reservation';
  return (
    <AccountFrame title={heading} current="reservations">
      <ReservationState id={id} resource={resource}>
        {children}
      </ReservationState>
    </AccountFrame>
  );
}

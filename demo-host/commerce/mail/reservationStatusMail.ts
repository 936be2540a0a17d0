import { statusLabel } from '../../../shared/reservations';
import { fromJson } from '../../db';
import type { ReservationData, ReservationRow } from '../checkout/placeReservation';
import type { MailMessage } from './mailer';
import { reservationTimeLine, reservationTimeZone } from '../checkout/reservationTimeZone';
import { modeName, oneLine } from './reservationMail';

/** What the mail says of each status the store can move a reservation to (DESIGN §1.7). */
function news(row: ReservationRow, store: string, reason: string | null): string[] {
  switch (row.status) {
    case 'accepted':
      return [`${store} has accepted your reservation #${row.id} and is getting it ready.`];
    case 'ready':
      return [`Your reservation #${row.id} is ${statusLabel('ready', row.reservation_mode).toLowerCase()}.`];
    case 'completed':
      return [`Your reservation #${row.id} is complete. Thank you for shopping at ${store}.`];
    case 'cancelled':
      return [`${store} has cancelled your reservation #${row.id}.`, '', `Reason: ${reason ?? ''}`];
    default:
      return [`Your reservation #${row.id} is now: ${statusLabel(row.status, row.reservation_mode)}.`];
  }
}

/**
 * A status change of a reservation (the row as it is after the change), in plain text, with its page's link and
 * its booked time in the store's `zone` (time_zone_identifier, timeZoneOfReservation).
 */
export function reservationStatusMail(row: ReservationRow, to: string, link: string, reason: string | null, zone: string | null = null): MailMessage {
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  const store = data.store?.name ?? '';
  const label = statusLabel(row.status, row.reservation_mode);
  const time = reservationTimeLine(data, zone ?? reservationTimeZone(row, data), modeName(row.reservation_mode));
  return {
    kind: 'reservation_status',
    to,
    subject: oneLine(`Your reservation #${row.id} at ${store}: ${label}`),
    text: [...news(row, store, reason), '', `Order number: ${row.id}`, `Store: ${store}`, `Status: ${label}`, ...(time ? [time] : []), '', `Your reservation: ${link}`].join('\n'),
  };
}

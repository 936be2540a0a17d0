import { dollarsToCents, formatCurrency } from '../../../shared/money';
import { ianaTimeZone, storeWindowText } from '../../../shared/schedule';
import type { MailMessage } from '../../commerce/mail';
import type { AdminReservation } from '../reservations/adminReservation';

const MODE_NAMES: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' };

/** One line, whatever a catalogue or shopper value holds: a header value never carries a line break. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A curbside order's car, and its spot when the shopper gave one: how staff find the shopper at the curb. */
function curbsideLines(curbside: AdminReservation['curbside']): string[] {
  if (!curbside) return [];
  return [`Car: ${oneLine(curbside.vehicle)}`, ...(curbside.spot_number === null ? [] : [`Spot: ${curbside.spot_number}`])];
}

/** The plain-text mail a store's notification address gets for each new reservation (docs/api-admin.md § Webhooks). */
export function reservationNoticeMail(reservation: AdminReservation, to: string): MailMessage {
  const contact = reservation.contact;
  const who = contact ? oneLine(`${contact.first_name} ${contact.last_name}`) : 'a shopper';
  const items = reservation.products.map((line) => `  ${line.count} × ${oneLine(line.name)}${line.brand ? ` (${oneLine(line.brand)})` : ''}`);
  return {
    kind: 'store_reservation_notice',
    to,
    subject: oneLine(`New reservation #${reservation.id} at ${reservation.store?.name ?? `store ${reservation.store_id}`}`),
    text: [
      `A new reservation has been placed by ${who}${reservation.is_guest ? ' (guest)' : ''}.`,
      '',
      `Order number: ${reservation.id}`,
      `Mode: ${MODE_NAMES[reservation.reservation_mode] ?? reservation.reservation_mode}`,
      // The store's own clock and zone (000 §3 time_zone_identifier), as the shopper's receipt shows it.
      `Window: ${storeWindowText(reservation.delivery_started_at, reservation.delivery_finished_at, ianaTimeZone(reservation.store?.time_zone_identifier)) ?? 'as soon as possible'}`,
      ...curbsideLines(reservation.curbside),
      ...(contact?.phone ? [`Phone: ${oneLine(contact.phone)}`] : []),
      ...(contact?.email ? [`E-mail: ${oneLine(contact.email)}`] : []),
      '',
      'Items:',
      ...items,
      '',
      `Total: ${formatCurrency(dollarsToCents(reservation.amount))}`,
      ...(reservation.message ? ['', `Note: ${reservation.message}`] : []),
    ].join('\n'),
  };
}

import { formatCurrency } from '../../../shared/money';
import type { Kysely } from 'kysely';
import { fromJson, type Database } from '../../db';
import type { ReservationData, ReservationRow } from '../checkout/placeReservation';
import { reservationTimeLine, reservationTimeZone } from '../checkout/reservationTimeZone';
import type { CommerceDeps } from '../deps';
import { logError } from '../../log';
import type { MailMessage } from './mailer';
import { pageLink } from './mailLinks';

const MODE_NAMES: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' };

export const modeName = (mode: string) => MODE_NAMES[mode] ?? mode;

/** A catalogue value in a header (the subject): one line, whatever the store's name holds. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The confirmation of a placed reservation (the receipt says one is on its way), in plain text. */
export function reservationConfirmationMail(row: ReservationRow, to: string, receiptLink: string): MailMessage {
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  const store = data.store?.name ?? '';
  const mode = modeName(row.reservation_mode);
  // Checkout has just recorded the store's zone (reservationTimeZone): the time reads as the store's clock.
  const time = reservationTimeLine(data, reservationTimeZone(row, data), mode);
  const items = (data.lines ?? []).map((line) => `  ${line.count} × ${line.name}${line.brand ? ` (${line.brand})` : ''}: ${formatCurrency(line.total)}`);
  return {
    kind: 'reservation_confirmation',
    to,
    subject: oneLine(`Your reservation #${row.id} at ${store}`),
    text: [
      'Thank you: your reservation has been placed.',
      '',
      `Order number: ${row.id}`,
      `Store: ${store}`,
      `Mode: ${mode}`,
      ...(time ? [time] : []),
      '',
      'Items:',
      ...items,
      '',
      `Total: ${formatCurrency(row.amount_cents)}`,
      ...(row.payment_method ? [`Payment: ${row.payment_method}`] : []),
      '',
      `Your receipt: ${receiptLink}`,
    ].join('\n'),
  };
}

/**
 * The page a confirmation links to: a guest's receipt by the reservation's uuid, a signed-in shopper's
 * reservation page (001 §2), under the mode base the checkout came from.
 */
export function receiptLink(origin: string, modeBase: string, row: ReservationRow): string {
  return row.user_id === null ? pageLink(origin, modeBase, `/reservation_receipt/${row.uuid}`) : pageLink(origin, modeBase, `/profile/reservations/${row.id}`);
}

/** Where a reservation's mail goes: the account's e-mail, or the guest's contact e-mail; null when there is none. */
export async function shopperEmailOf(db: Kysely<Database>, row: ReservationRow): Promise<string | null> {
  if (row.user_id === null) return fromJson<ReservationData>(row.data, {} as ReservationData).contact?.email ?? null;
  return (await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst())?.email ?? null;
}

/** Mails the confirmation of a reservation just placed: to the guest's contact e-mail, or the account's. */
export async function mailReservationConfirmation(deps: CommerceDeps, row: ReservationRow, modeBase: string): Promise<void> {
  try {
    const to = await shopperEmailOf(deps.db, row);
    if (!to) return;
    await deps.mailer.send(reservationConfirmationMail(row, to, receiptLink(deps.publicOrigin, modeBase, row)));
  } catch (error) {
    // The reservation is committed: a failure here is the mail's alone.
    logError('[mail] reservation_confirmation mail was not sent', error);
  }
}

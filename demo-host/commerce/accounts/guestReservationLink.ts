import type { Kysely } from 'kysely';
import { fromJson, type Database } from '../../db';
import type { ReservationData } from '../checkout/placeReservation';

/**
 * Gives a guest's reservation to the account just registered with its contact e-mail (001 §2: 'Create account' on
 * the guest receipt). Only a reservation with no user whose contact e-mail is the account's, in any case: a
 * receipt's uuid can travel (docs/security.md), so knowing one must not let another address take the order.
 * Answers the reservation's id, or null when nothing was linked.
 */
export async function linkGuestReservation(db: Kysely<Database>, reservationUuid: string, user: { id: number; email: string }): Promise<number | null> {
  const row = await db.selectFrom('reservations').select(['id', 'user_id', 'data']).where('uuid', '=', reservationUuid).executeTakeFirst();
  if (!row || row.user_id !== null) return null;
  const contactEmail = fromJson<ReservationData>(row.data, {} as ReservationData).contact?.email;
  if (!contactEmail || contactEmail.trim().toLowerCase() !== user.email.toLowerCase()) return null;
  const linked = await db.updateTable('reservations').set({ user_id: user.id }).where('id', '=', row.id).where('user_id', 'is', null).executeTakeFirst();
  return Number(linked.numUpdatedRows) === 1 ? row.id : null;
}

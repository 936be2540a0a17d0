import type { Kysely } from 'kysely';
import { pointsEarned } from '../../../shared/loyalty';
import type { Database, Dialect, StoreData } from '../../db';
import { fromJson } from '../../db';
import { ApiError } from '../../http';
import { heldRedemptions, type CartState } from '../cart/cartState';
import type { ReservationData, ReservationRow } from '../checkout/placeReservation';
import { TOTAL_UPDATED } from '../checkout/checkoutRules';
import { memberBalance, writeLedgerEntry } from './loyaltyLedger';
import { enrolledMember, linkedMember } from './loyaltyMembers';

/** The rewards checkout priced, the shopper's and the automatic ones (the engine may have dropped some), with the points each took when it was applied. */
function pricedRedemptions(state: CartState): { reward_name: string; point_value: number }[] {
  const priced = new Set((state.priced?.crm_redemptions ?? []).map((r) => Number(r.id)));
  return heldRedemptions(state).filter((r) => priced.has(r.id));
}

/**
 * Inside the checkout transaction, after the reservation row is written: the points of the rewards it was priced
 * with leave the member's ledger. The member's row is locked first on PostgreSQL, so two checkouts of one member
 * queue and the second reads the first's entry; SQLite runs one transaction at a time. A balance that no longer
 * covers them (spent by another order since the cart was priced) is 'Your total has been updated' (001 §8): the
 * widget reloads the cart, which then lists the reward in removed_crm_redemptions.
 */
export async function spendRedemptionPoints(trx: Kysely<Database>, dialect: Dialect, state: CartState, reservationId: number, at: string): Promise<void> {
  const redemptions = pricedRedemptions(state);
  const provider = state.store?.data.loyalty?.provider;
  const userId = state.cart.user_id;
  if (redemptions.length === 0 || !provider || userId === null) return;
  const member = await linkedMember(trx, state.store!.row.id, provider, userId);
  if (!member) throw new ApiError('total_changed', TOTAL_UPDATED);
  if (dialect === 'postgres') await trx.selectFrom('loyalty_members').select('id').where('id', '=', member.id).forUpdate().execute();
  const points = redemptions.reduce((sum, r) => sum + r.point_value, 0);
  if ((await memberBalance(trx, member.id)) < points) throw new ApiError('total_changed', TOTAL_UPDATED);
  const note = redemptions.map((r) => r.reward_name).join(', ');
  await writeLedgerEntry(trx, { memberId: member.id, kind: 'spent', points, reservationId, note, at });
}

/** A cancelled reservation gives back what it spent, to the member that spent it, once. */
async function returnSpentPoints(db: Kysely<Database>, row: ReservationRow, at: string): Promise<void> {
  const spent = await db.selectFrom('loyalty_ledger').select(['member_id', 'points']).where('reservation_id', '=', row.id).where('kind', '=', 'spent').executeTakeFirst();
  if (!spent) return;
  await writeLedgerEntry(db, { memberId: spent.member_id, kind: 'returned', points: -spent.points, reservationId: row.id, note: 'Reservation cancelled', at });
}

/** A completed reservation of a signed-in shopper earns points (shared/loyalty pointsEarned) in the store's program, enrolling them. */
async function earnPoints(db: Kysely<Database>, row: ReservationRow, at: string): Promise<void> {
  if (row.user_id === null) return;
  const store = await db.selectFrom('stores').select('data').where('id', '=', row.store_id).executeTakeFirst();
  const provider = fromJson<StoreData | null>(store?.data, null)?.loyalty?.provider;
  if (!provider) return;
  const subtotal = Number(fromJson<ReservationData | null>(row.data, null)?.totals?.discounted_subtotal ?? 0);
  const points = pointsEarned(subtotal);
  if (points === 0) return;
  const member = await enrolledMember(db, row.store_id, provider, row.user_id, at);
  if (member) await writeLedgerEntry(db, { memberId: member.id, kind: 'earned', points, reservationId: row.id, note: null, at });
}

/**
 * What a status move does to points, called once the move is committed (changeReservationStatus): completed earns,
 * cancelled returns what checkout spent. Idempotent per reservation (writeLedgerEntry), so calling it again for a
 * move already settled writes nothing.
 */
export async function settleReservationPoints(db: Kysely<Database>, row: ReservationRow, at: string): Promise<void> {
  if (row.status === 'completed') await earnPoints(db, row, at);
  else if (row.status === 'cancelled') await returnSpentPoints(db, row, at);
}

/**
 * settleReservationPoints for a move the admin API has committed: the move stands whatever happens here, so a
 * failure is logged, not answered (the ledger's entries are idempotent, so settling again later is safe).
 */
export async function settlePointsAfterMove(deps: { db: Kysely<Database>; now: () => Date; log: (message: string, error: unknown) => void }, row: ReservationRow): Promise<void> {
  try {
    await settleReservationPoints(deps.db, row, deps.now().toISOString());
  } catch (error) {
    deps.log(`[loyalty] points of reservation ${row.id} were not settled`, error);
  }
}

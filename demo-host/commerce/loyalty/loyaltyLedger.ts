import { sql, type Kysely } from 'kysely';
import { ledgerBalance, ledgerEntry, type LedgerEntryKind } from '../../../shared/loyalty';
import type { Database } from '../../db';

/** A member's balance now (shared/loyalty ledgerBalance over their entries). `db` may be a transaction. */
export async function memberBalance(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('loyalty_ledger')
    .select(sql<string | number | null>`sum(points)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return ledgerBalance([{ points: Number(row?.total ?? 0) }]);
}

export interface LedgerWrite {
  memberId: number;
  kind: LedgerEntryKind;
  /** Unsigned for earned, spent and returned (ledgerEntry signs them); signed for adjusted. */
  points: number;
  reservationId: number | null;
  note: string | null;
  at: string;
}

/**
 * Writes one entry; an entry of the same kind for the same reservation already written makes this a no-op (the
 * unique index of migration 0012), so a repeated status move or a retried call earns, spends or returns once.
 * Answers whether it wrote. Nothing is written for zero points.
 */
export async function writeLedgerEntry(db: Kysely<Database>, entry: LedgerWrite): Promise<boolean> {
  const points = ledgerEntry(entry.kind, entry.points);
  if (points === 0) return false;
  const result = await db
    .insertInto('loyalty_ledger')
    .values({ member_id: entry.memberId, kind: entry.kind, points, reservation_id: entry.reservationId, note: entry.note, created_at: entry.at })
    .onConflict((oc) => oc.columns(['reservation_id', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

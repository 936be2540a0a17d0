import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { ReservationEventType } from '../reservationEvents';

/** Which secret signs a delivery: the host's (CANOPY_WEBHOOK_SECRET) or the store's own. */
export type WebhookTarget = 'host' | 'store';

export interface QueuedEvent {
  eventId: string;
  type: ReservationEventType;
  storeId: number;
  reservationId: number;
  /** The JSON body, sent byte for byte on every attempt. */
  payload: string;
}

/** A delivery this process has claimed: its attempt is in flight, and only this process may record its outcome. */
export interface ClaimedDelivery {
  id: number;
  event_id: string;
  store_id: number;
  type: string;
  target: WebhookTarget;
  url: string;
  payload: string;
  /** The attempts made, this one included: the claim's key (recordOutcome matches on it). */
  attempts: number;
}

/** One delivery per target URL of the event, due at once; one transaction, so a crash leaves all or none. */
export async function enqueueEvent(db: Kysely<Database>, event: QueuedEvent, targets: { target: WebhookTarget; url: string }[], now: Date): Promise<void> {
  if (targets.length === 0) return;
  const at = now.toISOString();
  const rows = targets.map(({ target, url }) => ({
    event_id: event.eventId,
    store_id: event.storeId,
    reservation_id: event.reservationId,
    type: event.type,
    target,
    url,
    payload: event.payload,
    status: 'pending' as const,
    next_attempt_at: at,
    created_at: at,
  }));
  await db.insertInto('webhook_deliveries').values(rows).execute();
}

/**
 * Claims up to `limit` due deliveries for one attempt each. A claim is one conditional UPDATE that counts the
 * attempt and moves next_attempt_at to the end of the claim (`leaseMs`): of several host processes reading the
 * same due row, exactly one updates it (the others find `attempts` moved on), so no delivery is sent twice at once;
 * a process that dies mid-attempt loses its claim when the lease ends, and another sends it again (same event id).
 */
export async function claimDueDeliveries(db: Kysely<Database>, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: ClaimedDelivery[] = [];
  for (const row of due) {
    const won = await db
      .updateTable('webhook_deliveries')
      .set({ attempts: row.attempts + 1, next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .where('next_attempt_at', '<=', at)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) continue;
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .select(['id', 'event_id', 'store_id', 'type', 'target', 'url', 'payload', 'attempts'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    claimed.push({ ...delivery, id: Number(delivery.id), store_id: Number(delivery.store_id), target: delivery.target as WebhookTarget });
  }
  return claimed;
}

/** How an attempt ended: the receiver's status code if it answered, an error text if not. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
}

/**
 * Records a claimed attempt's outcome: delivered (2xx), due again at `retryAt`, or failed when `retryAt` is null.
 * Matched on the claim's attempt count, so an attempt whose claim ran out and was taken over records nothing.
 */
export async function recordOutcome(db: Kysely<Database>, claimed: ClaimedDelivery, outcome: AttemptOutcome, retryAt: Date | null, now: Date): Promise<void> {
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const next = delivered
    ? { status: 'delivered' as const, delivered_at: now.toISOString() }
    : retryAt
      ? { status: 'pending' as const, next_attempt_at: retryAt.toISOString() }
      : { status: 'failed' as const };
  await db
    .updateTable('webhook_deliveries')
    .set({ ...next, last_status_code: outcome.statusCode, last_error: outcome.error })
    .where('id', '=', claimed.id)
    .where('attempts', '=', claimed.attempts)
    .execute();
}

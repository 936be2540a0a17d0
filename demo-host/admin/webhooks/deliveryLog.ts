import type { Kysely, Selectable } from 'kysely';
import { fromJson, type Database, type WebhookDeliveriesTable, type WebhookDeliveryStatus } from '../../db';

/** A delivery as the admin API lists it (docs/api-admin.md § Webhooks); the payload only when one is asked for. */
export interface DeliveryView {
  id: number;
  event_id: string;
  type: string;
  reservation_id: number;
  target: string;
  /** The host's URL is the host's business: an operator token sees null for it (it may carry the receiver's keys). */
  url: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export function deliveryView(row: DeliveryRow, showHostUrl: boolean): DeliveryView {
  return {
    id: Number(row.id),
    event_id: row.event_id,
    type: row.type,
    reservation_id: Number(row.reservation_id),
    target: row.target,
    url: row.target === 'host' && !showHostUrl ? null : row.url,
    status: row.status,
    attempts: Number(row.attempts),
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    last_status_code: row.last_status_code === null ? null : Number(row.last_status_code),
    last_error: row.last_error,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
  };
}

/** The payload as sent, parsed for the answer. */
export const deliveryPayload = (row: DeliveryRow): unknown => fromJson<unknown>(row.payload, null);

/** A page of a store's deliveries, newest first, with the total count of the filter. */
export async function listDeliveries(
  db: Kysely<Database>,
  storeId: number,
  filter: { status?: WebhookDeliveryStatus; offset: number; limit: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  let query = db.selectFrom('webhook_deliveries').where('store_id', '=', storeId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findDelivery(db: Kysely<Database>, storeId: number, id: number): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
}

/**
 * Makes a failed delivery due again for one more attempt (the same event id and body); answers false when it is
 * not failed. The worker sends it on its next poll.
 */
export async function retryFailedDelivery(db: Kysely<Database>, storeId: number, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

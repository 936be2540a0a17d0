import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db';
import { fromJson } from '../../db';
import { unprocessable } from '../../http';
import type { CheckoutPlan } from './checkoutRules';
import { windowKey } from './scheduleSlot';

export const WINDOW_FULL_MESSAGE = 'This time window is full; please choose a later time';

/**
 * 000 §3 max_orders_per_window: the window is full once it holds that many reservations of the store and mode.
 * Counted inside the checkout transaction, after taking the store's row lock on PostgreSQL: two checkouts for the
 * last place of a window would otherwise both count the place free and both take it. The second waits for the
 * first to commit, and its count (a new statement, so a new snapshot under READ COMMITTED) then sees it. SQLite
 * runs one transaction at a time already.
 */
export async function assertWindowOpen(
  trx: Kysely<Database>,
  dialect: Dialect,
  storeId: number,
  mode: string,
  capacity: NonNullable<CheckoutPlan['capacity']>,
  now: Date,
): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('stores').select('id').where('id', '=', storeId).forUpdate().execute();
  const since = new Date(now.getTime() - 8 * 86_400_000).toISOString();
  const rows = await trx.selectFrom('reservations').select('data').where('store_id', '=', storeId).where('reservation_mode', '=', mode).where('created_at', '>=', since).execute();
  const taken = rows.filter((r) => {
    const start = fromJson<{ delivery_started_at?: string }>(r.data, {}).delivery_started_at;
    return start && windowKey(new Date(start), capacity.minutes, capacity.timeZone) === capacity.window;
  }).length;
  if (taken >= capacity.max) throw unprocessable(WINDOW_FULL_MESSAGE, { reservation_start_window: ['this window is full'] });
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { Paging } from '../../http';
import { adminReservationViews, type AdminReservation } from './adminReservation';

export interface ReservationFilter {
  /** Any of these statuses; every status when empty. */
  statuses: readonly string[];
  /** created_at at or after this instant (ISO). */
  from: string | null;
  /** created_at before this instant (ISO). */
  before: string | null;
}

export interface ReservationPage extends Paging {
  reservations: AdminReservation[];
  /** How many reservations match the filter, over every page. */
  total: number;
}

/** A store's reservations matching `filter`, newest first (docs/api-admin.md § Reservations). */
export async function listAdminReservations(db: Kysely<Database>, storeId: number, filter: ReservationFilter, paging: Paging & { offset: number }): Promise<ReservationPage> {
  let matching = db.selectFrom('reservations').where('store_id', '=', storeId);
  if (filter.statuses.length > 0) matching = matching.where('status', 'in', filter.statuses);
  // ISO 8601 instants in UTC sort as text, which is how created_at is kept on both databases.
  if (filter.from) matching = matching.where('created_at', '>=', filter.from);
  if (filter.before) matching = matching.where('created_at', '<', filter.before);
  const [rows, count] = await Promise.all([
    matching.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.per_page).offset(paging.offset).execute(),
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { reservations: await adminReservationViews(db, rows), total: Number(count.total), page: paging.page, per_page: paging.per_page };
}

import type { Kysely, Selectable } from 'kysely';
import { nextStatuses, type ReservationStatus } from '../../../shared/reservations';
import type { ReservationData, ReservationRow, StatusChange } from '../../commerce/checkout/placeReservation';
import { storeZonesFor, type StoreZones } from '../../commerce/checkout/reservationTimeZone';
import { reservationView } from '../../commerce/routes/checkoutRoutes';
import { fromJson, type Database, type UsersTable } from '../../db';

/**
 * A reservation as the admin API, its webhooks and the demo Orders page show it (docs/api-admin.md § Reservations):
 * the shopper's view of it (GET /reservations/{id}, with its cancel_reason) plus what the store needs to act on it.
 */
export interface AdminReservation extends ReturnType<typeof reservationView> {
  store_id: number;
  user_id: number | null;
  updated_at: string;
  status_changes: StatusChange[];
  /** The statuses the store may move it to now (shared/reservations): none once it is completed or cancelled. */
  next_statuses: readonly ReservationStatus[];
  /** Who collects it: the guest's contact, or the account's name, e-mail and phone (the store checks ID against it). */
  customer: ReservationCustomer;
}

export interface ReservationCustomer {
  guest: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
}

type Account = Pick<Selectable<UsersTable>, 'id' | 'first_name' | 'last_name' | 'email' | 'phone'>;

const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ') || null;

function customerOf(row: ReservationRow, data: ReservationData, account: Account | undefined): ReservationCustomer {
  if (row.user_id === null) {
    const contact = data.contact;
    return { guest: true, name: fullName(contact?.first_name, contact?.last_name), email: contact?.email ?? null, phone: contact?.phone ?? null };
  }
  return { guest: false, name: fullName(account?.first_name, account?.last_name), email: account?.email ?? null, phone: account?.phone ?? null };
}

export function adminReservationView(row: ReservationRow, account?: Account, zones?: StoreZones): AdminReservation {
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  return {
    ...reservationView(row, zones),
    store_id: Number(row.store_id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    updated_at: row.updated_at,
    status_changes: data.status_changes ?? [],
    next_statuses: nextStatuses(row.status),
    customer: customerOf(row, data, account),
  };
}

/** The admin views of reservation rows, their accounts read in one query. */
export async function adminReservationViews(db: Kysely<Database>, rows: readonly ReservationRow[]): Promise<AdminReservation[]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [Number(row.user_id)])))];
  const accounts = userIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'phone']).where('id', 'in', userIds).execute();
  const byId = new Map(accounts.map((account) => [Number(account.id), account]));
  const zones = await storeZonesFor(db, rows);
  return rows.map((row) => adminReservationView(row, row.user_id === null ? undefined : byId.get(Number(row.user_id)), zones));
}

/** One reservation of one store, or null (another store's reservation is not found, never shown). */
export async function loadAdminReservation(db: Kysely<Database>, storeId: number, reservationId: number): Promise<AdminReservation | null> {
  const row = await db.selectFrom('reservations').selectAll().where('id', '=', reservationId).where('store_id', '=', storeId).executeTakeFirst();
  return row ? (await adminReservationViews(db, [row]))[0] : null;
}

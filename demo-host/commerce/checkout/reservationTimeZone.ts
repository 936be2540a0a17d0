import type { Kysely } from 'kysely';
import { ianaTimeZone, storeWindowText } from '../../../shared/schedule';
import { fromJson, type Database } from '../../db';
import type { ReservationData, ReservationRow } from './placeReservation';

/**
 * The store's time_zone_identifier (000 §3) a reservation's times are read in. Checkout writes it into the
 * reservation's data; a reservation placed before that has none, so its store's current one is read instead.
 */
export type StoreZones = ReadonlyMap<number, string>;

export const recordedTimeZone = (data: ReservationData): string | null => data.store?.time_zone_identifier ?? null;

/** The zones of the stores whose reservations among `rows` recorded none, in one query (none when all did). */
export async function storeZonesFor(db: Kysely<Database>, rows: readonly ReservationRow[]): Promise<StoreZones> {
  const missing = [...new Set(rows.filter((row) => !recordedTimeZone(fromJson<ReservationData>(row.data, {} as ReservationData))).map((row) => Number(row.store_id)))];
  if (missing.length === 0) return new Map();
  const stores = await db.selectFrom('stores').select(['id', 'time_zone_identifier']).where('id', 'in', missing).execute();
  return new Map(stores.map((store) => [Number(store.id), store.time_zone_identifier]));
}

/** The zone a reservation's times are shown in: the one it recorded, else its store's (storeZonesFor); null if neither. */
export function reservationTimeZone(row: ReservationRow, data: ReservationData, zones: StoreZones = new Map()): string | null {
  return recordedTimeZone(data) ?? zones.get(Number(row.store_id)) ?? null;
}

/** One reservation's zone (reservationTimeZone), its store read only when it recorded none. */
export async function timeZoneOfReservation(db: Kysely<Database>, row: ReservationRow): Promise<string | null> {
  return reservationTimeZone(row, fromJson<ReservationData>(row.data, {} as ReservationData), await storeZonesFor(db, [row]));
}

/** 'Pickup time: Wednesday, Nov 18, 7:45 PM – 8:45 PM PST': the booked window in the store's zone, for a mail. */
export function reservationTimeLine(data: ReservationData, zone: string | null, modeName: string): string | null {
  const window = storeWindowText(data.delivery_started_at, data.delivery_finished_at, ianaTimeZone(zone));
  return window ? `${modeName} time: ${window}` : null;
}

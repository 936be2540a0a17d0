import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReservationData } from '../../../../demo-host/commerce/checkout/placeReservation';
import type { Database } from '../../../../demo-host/db';

export interface ReservationSeed {
  storeId?: number;
  status?: string;
  createdAt?: string;
  mode?: string;
  /** The account that placed it; a guest (with `guestEmail` as contact) when absent. */
  userId?: number;
  guestEmail?: string;
  /** A curbside order's car and spot, as checkout keeps them (handoverChecks). */
  curbside?: ReservationData['curbside'];
}

/**
 * A reservation row as checkout writes it (placeReservation.ts), with its own checked-out cart, made straight in
 * the database: the admin routes' tests need many, at chosen times and statuses, without a checkout each.
 */
export async function insertReservation(db: Kysely<Database>, seed: ReservationSeed = {}): Promise<number> {
  const storeId = seed.storeId ?? 1;
  const at = seed.createdAt ?? new Date().toISOString();
  const cart = await db
    .insertInto('carts')
    .values({
      uuid: randomUUID(),
      store_id: storeId,
      user_id: seed.userId ?? null,
      status: 'checked_out',
      promo_code: null,
      delivery_address_json: null,
      user_group_special_id: null,
      app_mode: null,
      device_id: null,
      user_agent: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const data: ReservationData = {
    store: { id: storeId, name: `Store ${storeId}` },
    lines: [{ id: 1, price_id: 'gram', count: 2, name: 'Blue Dream', brand: 'Leafy', unit_price: 1500, total: 3000 }],
    totals: { item_total: 3000, order_total: 3000 },
    delivery_address: null,
    contact: seed.userId === undefined ? { first_name: 'Gus', last_name: 'Guest', email: seed.guestEmail ?? 'guest@example.com' } : null,
    delivery_started_at: at,
    delivery_finished_at: at,
    warning_message: null,
    notes: null,
    curbside: seed.curbside ?? null,
  };
  const row = await db
    .insertInto('reservations')
    .values({
      uuid: randomUUID(),
      cart_id: cart.id,
      store_id: storeId,
      user_id: seed.userId ?? null,
      reservation_mode: seed.mode ?? 'pickup',
      status: seed.status ?? 'placed',
      amount_cents: 3000,
      payment_method: 'cash',
      idempotency_key: null,
      created_at: at,
      updated_at: at,
      data: JSON.stringify(data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An account to place reservations with, made straight in the database. */
export async function insertUser(db: Kysely<Database>, email: string): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: 'x',
      phone: null,
      first_name: 'Sam',
      last_name: 'Shopper',
      nickname: null,
      birth_date: null,
      avatar: null,
      external_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

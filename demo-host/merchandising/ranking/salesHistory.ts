import type { Kysely } from 'kysely';
import { fromJson, type Database } from '../../db';

// Sales read from the store's reservations (lines in the JSON `data`, commerce/checkout ReservationData), cancelled
// ones left out: what best_selling, buy_again_row and cart_toppers rank from.

/** best_selling counts units sold over this many days. */
export const BEST_SELLING_DAYS = 30;
/** cart_toppers learns which products go together from baskets of this many days… */
export const BASKET_DAYS = 365;
/** …at most this many, newest first (keeps a busy store's read bounded). */
export const MAX_BASKETS = 2000;
/** buy_again_row looks at a shopper's latest reservations at the store, at most this many. */
export const MAX_SHOPPER_RESERVATIONS = 200;

const DAY_MS = 86_400_000;

export interface StoreSales {
  /** Units sold per product over the last BEST_SELLING_DAYS. */
  units: Map<number, number>;
  /** The distinct product ids of each reservation (newest first). */
  baskets: number[][];
}

/** One product a shopper bought: in how many reservations, and when last (ISO). */
export interface Purchase {
  productId: number;
  times: number;
  lastAt: string;
}

type Line = { id: number; count: number };
const linesOf = (data: string): Line[] => fromJson<{ lines?: Line[] }>(data, {}).lines ?? [];

export async function readStoreSales(db: Kysely<Database>, storeId: number, now: Date): Promise<StoreSales> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('reservations')
    .select(['created_at', 'data'])
    .where('store_id', '=', storeId)
    .where('status', '<>', 'cancelled')
    .where('created_at', '>=', since(BASKET_DAYS))
    .orderBy('created_at', 'desc')
    .limit(MAX_BASKETS)
    .execute();
  const recent = since(BEST_SELLING_DAYS);
  const units = new Map<number, number>();
  const baskets: number[][] = [];
  for (const row of rows) {
    const lines = linesOf(row.data);
    if (row.created_at >= recent) for (const line of lines) units.set(line.id, (units.get(line.id) ?? 0) + line.count);
    baskets.push([...new Set(lines.map((line) => line.id))]);
  }
  return { units, baskets };
}

/** What this user bought at this store (their own reservations only), cancelled reservations left out. */
export async function readShopperPurchases(db: Kysely<Database>, storeId: number, userId: number): Promise<Purchase[]> {
  const rows = await db
    .selectFrom('reservations')
    .select(['created_at', 'data'])
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'cancelled')
    .orderBy('created_at', 'desc')
    .limit(MAX_SHOPPER_RESERVATIONS)
    .execute();
  const purchases = new Map<number, Purchase>();
  for (const row of rows) {
    for (const productId of new Set(linesOf(row.data).map((line) => line.id))) {
      const known = purchases.get(productId);
      if (known) known.times++;
      else purchases.set(productId, { productId, times: 1, lastAt: row.created_at });
    }
  }
  return [...purchases.values()];
}

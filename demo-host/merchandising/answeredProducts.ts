import type { Placement } from '../../shared/merchandising';

/** 001 §9: a ranked row answers its first page; the products of later pages are asked for by object id (POST /v2/smartpage). */
export const ANSWERED_PRODUCTS_MAX = 50_000;
export const ANSWERED_PRODUCTS_TTL_MS = 30 * 60 * 1000;

/** What an earlier answer said about one of its products: the row it was ranked in and its flight when sponsored. */
export interface AnsweredProduct {
  placement: Placement;
  flightId: number | null;
}

interface Entry extends AnsweredProduct {
  expiresAt: number;
}

/**
 * The products of the rows answered lately, by store and object id, so that a later page (POST /v2/smartpage) carries
 * the same placement and flight in its tokens as the first page did. Bounded: at most `max` products (the least
 * recently answered or asked for go first), each kept `ttlMs` after it was last answered. A product the same store
 * answered in two rows keeps the latest. Per process: another host instance falls back to the menu index.
 */
export class AnsweredProducts {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly max = ANSWERED_PRODUCTS_MAX,
    private readonly ttlMs = ANSWERED_PRODUCTS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  remember(storeId: number, placement: Placement, objectIds: readonly string[], flights: ReadonlyMap<number, number>): void {
    const expiresAt = this.now() + this.ttlMs;
    for (const objectId of objectIds) {
      const key = `${storeId}:${objectId}`;
      this.entries.delete(key);
      this.entries.set(key, { placement, flightId: flights.get(Number(objectId)) ?? null, expiresAt });
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(key);
    }
  }

  lookup(storeId: number, objectId: string): AnsweredProduct | null {
    const key = `${storeId}:${objectId}`;
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return null;
    this.entries.set(key, entry);
    return { placement: entry.placement, flightId: entry.flightId };
  }

  get size(): number {
    return this.entries.size;
  }
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db';

// Attempt limiting: at most `limit` attempts per key within `windowMs`, counted in the database (attempt_slots,
// migration 0013) so that every host instance on it counts the same attempts. A limit of n is n slots per key; an
// attempt takes a free one (none held, or held by an attempt whose window has passed) for windowMs. It is taken
// when the attempt is reserved, before the password is checked, so concurrent attempts cannot all pass one check;
// a success or an attempt that never ran gives its slot back.
//
// Taking a slot is one INSERT … ON CONFLICT DO UPDATE … WHERE on the slot's primary key, the same SQL on SQLite and
// PostgreSQL: the database lets one statement at a time hold a slot's row, so two instances that picked the same
// free slot cannot both get it; the loser (no row returned) looks again. Only then, or when every slot is held,
// does a second statement run: how many are held, and when the first frees up (Retry-After).

/** One limit: its name in attempt_slots.kind, how many attempts, in what window. */
export interface RateLimiter {
  readonly kind: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** A slot an attempt holds: what to give back. */
export interface HeldSlot {
  readonly kind: string;
  readonly key: string;
  readonly slot: number;
  readonly expiresAt: string;
}

export type Reservation = { held: HeldSlot } | { waitMs: number };

export interface AttemptCounter {
  /** Takes one of the limiter's slots of `key` at `now` (ms): held until released or windowMs later; else the ms to wait. */
  reserve(limiter: RateLimiter, key: string, now: number): Promise<Reservation>;
  /** Gives slots back (their attempts succeeded, or never ran) and forgets every attempt of the `forget` pairs, in one statement. */
  release(slots: readonly HeldSlot[], forget?: readonly (readonly [RateLimiter, string])[]): Promise<void>;
}

export const LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Slots of windows that have passed are deleted at most this often per process: a key never seen again leaves no row for long. */
const PRUNE_EVERY_MS = 60 * 1000;

export function createAttemptCounter(db: Kysely<Database>): AttemptCounter {
  let prunedAt = -Infinity;
  const prune = async (now: number) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    await db.deleteFrom('attempt_slots').where('expires_at', '<=', new Date(now).toISOString()).execute();
  };

  return {
    async reserve(limiter, key, now) {
      await prune(now);
      const at = new Date(now).toISOString();
      const expiresAt = new Date(now + limiter.windowMs).toISOString();
      for (;;) {
        const slot = await takeFreeSlot(db, limiter, key, at, expiresAt);
        if (slot !== null) return { held: { kind: limiter.kind, key, slot, expiresAt } };
        const held = await heldSlots(db, limiter, key, at);
        if (held.count >= limiter.limit) return { waitMs: Math.max(1, Date.parse(held.firstFree!) - now) };
        // Another attempt took the slot this one picked between its read and its write: pick again.
      }
    },
    async release(slots, forget = []) {
      if (slots.length === 0 && forget.length === 0) return;
      await db
        .deleteFrom('attempt_slots')
        .where((eb) =>
          eb.or([
            ...slots.map((s) => eb.and([eb('kind', '=', s.kind), eb('key', '=', s.key), eb('slot', '=', s.slot), eb('expires_at', '=', s.expiresAt)])),
            ...forget.map(([limiter, key]) => eb.and([eb('kind', '=', limiter.kind), eb('key', '=', key)])),
          ]),
        )
        .execute();
    },
  };
}

/**
 * Takes the lowest slot below the limit that no live attempt holds: inserted, or taken over from an attempt whose
 * window has passed. Null when none is free, or when another attempt took the picked one first.
 */
async function takeFreeSlot(db: Kysely<Database>, limiter: RateLimiter, key: string, at: string, expiresAt: string): Promise<number | null> {
  const { kind, limit } = limiter;
  const { rows } = await sql<{ slot: number }>`
    insert into attempt_slots (kind, key, slot, expires_at)
    select cast(${kind} as text), cast(${key} as text), free.slot, cast(${expiresAt} as text)
    from (
      select 0 as slot
      union select s.slot + 1 from attempt_slots s where s.kind = ${kind} and s.key = ${key} and s.expires_at > ${at}
    ) free
    where free.slot < ${limit}
      and not exists (select 1 from attempt_slots t where t.kind = ${kind} and t.key = ${key} and t.slot = free.slot and t.expires_at > ${at})
    order by free.slot
    limit 1
    on conflict (kind, key, slot) do update set expires_at = excluded.expires_at where attempt_slots.expires_at <= ${at}
    returning slot`.execute(db);
  return rows.length > 0 ? Number(rows[0].slot) : null;
}

/** How many of the key's slots below the limit live attempts hold, and when the first of them frees up. */
async function heldSlots(db: Kysely<Database>, limiter: RateLimiter, key: string, at: string): Promise<{ count: number; firstFree: string | null }> {
  const row = await db
    .selectFrom('attempt_slots')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('expires_at').as('first_free')])
    .where('kind', '=', limiter.kind)
    .where('key', '=', key)
    .where('slot', '<', limiter.limit)
    .where('expires_at', '>', at)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), firstFree: row.first_free };
}

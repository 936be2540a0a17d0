import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAttemptCounter, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS, type AttemptCounter, type HeldSlot, type RateLimiter } from '../../../../demo-host/commerce/auth/rateLimit';
import { openHarness, type Harness } from './harness';

// The attempt counter over the database (attempt_slots): the sliding window of the in-memory limiter it replaced,
// five attempts in 15 minutes, each counting until its own window has passed.

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];
const LOGINS: RateLimiter = { kind: 'login', limit: LOGIN_ATTEMPTS, windowMs: LOGIN_WINDOW_MS };
const T0 = Date.parse('2026-11-18T20:00:00.000Z');

describe.each(databases)('the attempt counter on %s', (_name, databaseUrl) => {
  let h: Harness;
  let counter: AttemptCounter;
  beforeAll(async () => {
    h = await openHarness({ databaseUrl, stores: 1 });
    counter = createAttemptCounter(h.db);
  }, 60_000);
  afterAll(() => h?.close());

  const heldSlot = async (key: string, now: number): Promise<HeldSlot> => {
    const reservation = await counter.reserve(LOGINS, key, now);
    if (!('held' in reservation)) throw new Error(`no slot for ${key} at ${now - T0}: wait ${reservation.waitMs} ms`);
    return reservation.held;
  };

  test('reserves five attempts in 15 minutes, then waits out the oldest; a released one is given back', async () => {
    const held: HeldSlot[] = [];
    for (let i = 0; i < 5; i += 1) held.push(await heldSlot('k', T0 + i * 1000));
    expect(await counter.reserve(LOGINS, 'k', T0 + 5000)).toEqual({ waitMs: LOGIN_WINDOW_MS - 5000 });
    await counter.release([held[4]]);
    held[4] = await heldSlot('k', T0 + 5000);
    expect(await counter.reserve(LOGINS, 'k', T0 + 6000)).toEqual({ waitMs: LOGIN_WINDOW_MS - 6000 });
    // The first attempt's window has passed: its slot is free, the others still count.
    await heldSlot('k', T0 + LOGIN_WINDOW_MS);
    expect(await counter.reserve(LOGINS, 'k', T0 + LOGIN_WINDOW_MS)).toEqual({ waitMs: 1000 });
  });

  test('forgetting a key frees all its slots at once, and no other key’s', async () => {
    for (let i = 0; i < 5; i += 1) await heldSlot('forgotten', T0);
    const other = await heldSlot('kept', T0);
    await counter.release([], [[LOGINS, 'forgotten']]);
    for (let i = 0; i < 5; i += 1) await heldSlot('forgotten', T0);
    const kept = await h.db.selectFrom('attempt_slots').select('slot').where('key', '=', 'kept').execute();
    expect(kept).toEqual([{ slot: other.slot }]);
  });

  test('a released slot whose window passed and was taken by a later attempt stays with that attempt', async () => {
    const stale = await heldSlot('late', T0);
    const later = await heldSlot('late', T0 + LOGIN_WINDOW_MS);
    expect(later.slot).toBe(stale.slot);
    await counter.release([stale]);
    expect(await h.db.selectFrom('attempt_slots').select('expires_at').where('key', '=', 'late').execute()).toEqual([{ expires_at: later.expiresAt }]);
  });

  test('thirty concurrent reservations of one key on separate counters (instances): exactly five slots are taken', async () => {
    const counters = Array.from({ length: 3 }, () => createAttemptCounter(h.db));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => counters[i % 3].reserve(LOGINS, 'crowded', T0)));
    expect(answers.filter((a) => 'held' in a)).toHaveLength(5);
    expect(answers.filter((a) => 'waitMs' in a && a.waitMs === LOGIN_WINDOW_MS)).toHaveLength(25);
    const slots = await h.db.selectFrom('attempt_slots').select('slot').where('key', '=', 'crowded').orderBy('slot').execute();
    expect(slots.map((s) => s.slot)).toEqual([0, 1, 2, 3, 4]);
  });
});

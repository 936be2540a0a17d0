import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertReservation } from '../admin/reservationFixtures';
import { openHarness, register, type Harness } from './harness';

// 001 §2 /reservationReview writes into the reservation's data, where the store's status moves are recorded too
// (docs/api-admin.md § Reservations): a move committed while a review is being saved must survive it.

let h: Harness;
/** When set, the next read of this reservation by the API is followed at once by a store's move of it. */
let raceOn: number | null = null;

const moveDuringRead: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    const row = args.result.rows[0] as { id?: number; status?: string; data?: string } | undefined;
    if (raceOn !== null && args.result.rows.length === 1 && Number(row?.id) === raceOn && row?.status === 'placed') {
      const id = raceOn;
      raceOn = null;
      const data = JSON.parse(row.data ?? '{}');
      const change = { from: 'placed', to: 'accepted', at: new Date().toISOString(), reason: null };
      const write = h.db
        .updateTable('reservations')
        .set({ status: 'accepted', data: JSON.stringify({ ...data, status_changes: [change] }) })
        .where('id', '=', id)
        .execute();
      // PostgreSQL: another connection, awaited now. SQLite: the write queues ahead of the review's own.
      if (h.dialect === 'postgres') await write;
    }
    return args.result;
  },
};

beforeAll(async () => {
  h = await openHarness({ plugin: moveDuringRead });
}, 60_000);
afterAll(() => h.close());

test('a review saved while the store accepts the order keeps the acceptance, and the acceptance keeps the review', async () => {
  const { token, id: userId } = await register(h, 'reviewer@example.com');
  const id = await insertReservation(h.db, { userId });
  raceOn = id;
  const posted = await h.call('POST', `/reservations/${id}/review`, { token, body: { rating: 5, comment: 'Quick pickup' } });
  expect(posted.status).toBe(201);
  expect(raceOn).toBeNull();
  const saved = await h.call('GET', `/reservations/${id}`, { token });
  expect(saved.body.reservation).toMatchObject({ status: 'accepted', review: { rating: 5, comment: 'Quick pickup' } });
  const data = JSON.parse((await h.db.selectFrom('reservations').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data);
  expect(data.status_changes).toEqual([expect.objectContaining({ from: 'placed', to: 'accepted' })]);
});

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createOperatorToken, type ReservationEvent } from '../../../../demo-host/admin';
import { changeReservationStatus } from '../../../../demo-host/admin/reservations/changeReservationStatus';
import { claimPromoCode } from '../../../../demo-host/commerce/checkout/promoCodeUses';
import { readOutbox } from '../../../../demo-host/commerce/mail';
import { openAdminHarness, type AdminHarness } from './adminHarness';
import { insertReservation, insertUser } from './reservationFixtures';

// docs/api-admin.md § Reservations: PATCH /admin/stores/{id}/reservations/{id} moves a reservation through
// accepted → ready → completed, or cancels it with a reason (DESIGN §1.7). Each move is recorded, published and
// mailed to the shopper; an illegal move is a 409 naming from and to.

let a: AdminHarness;
let events: ReservationEvent[];
let accountId: number;

beforeAll(async () => {
  a = await openAdminHarness();
  a.events.subscribe((event) => void events.push(event));
  accountId = await insertUser(a.h.db, 'sam@example.com');
}, 60_000);
afterAll(() => a.close());
beforeEach(() => {
  events = [];
});

const move = (id: number, body: unknown, options: { token?: string; store?: number } = {}) =>
  a.call('PATCH', `/admin/stores/${options.store ?? 1}/reservations/${id}`, { body, token: options.token });
const statusMails = async (to: string) => (await readOutbox(a.h.db)).filter((m) => m.kind === 'reservation_status' && m.recipient === to);

describe('every legal move', () => {
  test.each([
    ['placed', 'accepted', 'pickup', null, 'Accepted', /has accepted your reservation/],
    ['accepted', 'ready', 'pickup', null, 'Ready for pickup', /is ready for pickup/],
    ['accepted', 'ready', 'delivery', null, 'Ready for delivery', /is ready for delivery/],
    ['ready', 'completed', 'pickup', null, 'Completed', /is complete/],
    ['placed', 'cancelled', 'pickup', 'Out of stock', 'Cancelled', /cancelled your reservation[\s\S]*Reason: Out of stock/],
    ['accepted', 'cancelled', 'curbside', 'Store closed early', 'Cancelled', /Reason: Store closed early/],
    ['ready', 'cancelled', 'delivery', 'Not collected', 'Cancelled', /Reason: Not collected/],
  ])('%s → %s (%s): recorded, published and mailed', async (from, to, mode, reason, label, says) => {
    const email = `guest-${from}-${to}-${mode}@example.com`;
    const id = await insertReservation(a.h.db, { status: from, mode, guestEmail: email });
    const started = new Date().toISOString();
    const r = await move(id, { status: to, ...(reason ? { reason } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.reservation).toMatchObject({ id, status: to, cancel_reason: reason });
    const [change] = r.body.reservation.status_changes;
    expect(change).toEqual({ from, to, at: r.body.reservation.updated_at, reason });
    expect(change.at >= started).toBe(true);
    // The row itself, as the shopper's next read will see it.
    expect((await a.call('GET', `/admin/stores/1/reservations/${id}`)).body.reservation).toEqual(r.body.reservation);
    expect(events).toEqual([{ type: 'reservation.updated', storeId: 1, reservationId: id }]);
    const [mail, ...more] = await statusMails(email);
    expect(more).toEqual([]);
    expect(mail.body).toMatch(says);
    expect(mail.subject).toBe(`Your reservation #${id} at Store 1: ${label}`);
    expect(mail.body).toContain(`Status: ${label}`);
    // A guest's reservation page is its receipt, by uuid, on the host's public origin.
    expect(mail.body).toContain(`Your reservation: http://localhost/reservation_receipt/${r.body.reservation.uuid}`);
  });

  test('a signed-in shopper’s mail goes to the account and links the account’s reservation page', async () => {
    const id = await insertReservation(a.h.db, { userId: accountId, mode: 'delivery' });
    for (const status of ['accepted', 'ready', 'completed']) expect((await move(id, { status })).status).toBe(200);
    const mails = await statusMails('sam@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      `Your reservation #${id} at Store 1: Completed`,
      `Your reservation #${id} at Store 1: Ready for delivery`,
      `Your reservation #${id} at Store 1: Accepted`,
    ]);
    expect(mails[0].body).toContain(`http://localhost/profile/reservations/${id}`);
    const row = (await a.call('GET', `/admin/stores/1/reservations/${id}`)).body.reservation;
    expect(row.status_changes.map((c: { from: string; to: string }) => `${c.from}→${c.to}`)).toEqual(['placed→accepted', 'accepted→ready', 'ready→completed']);
  });
});

describe('moves that are refused', () => {
  test.each([
    ['placed', 'ready'],
    ['placed', 'completed'],
    ['placed', 'placed'],
    ['accepted', 'completed'],
    ['accepted', 'placed'],
    ['ready', 'accepted'],
    ['completed', 'cancelled'],
    ['completed', 'ready'],
    ['cancelled', 'accepted'],
    ['cancelled', 'completed'],
  ])('%s → %s is a 409 naming both, and changes, publishes and mails nothing', async (from, to) => {
    const email = `refused-${from}-${to}@example.com`;
    const id = await insertReservation(a.h.db, { status: from, guestEmail: email });
    const before = (await a.call('GET', `/admin/stores/1/reservations/${id}`)).body.reservation;
    const r = await move(id, { status: to, reason: 'Because' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'conflict', from, to });
    expect(r.body.message).toContain(`from ${from} to ${to}`);
    expect((await a.call('GET', `/admin/stores/1/reservations/${id}`)).body.reservation).toEqual(before);
    expect(events).toEqual([]);
    expect(await statusMails(email)).toEqual([]);
  });

  test.each([
    ['no reason', { status: 'cancelled' }],
    ['a blank reason', { status: 'cancelled', reason: '   ' }],
    ['a null reason', { status: 'cancelled', reason: null }],
  ])('cancelling with %s is a 422 naming the reason', async (_name, body) => {
    const id = await insertReservation(a.h.db);
    const r = await move(id, body);
    expect(r.status).toBe(422);
    expect(r.body.validations).toHaveProperty('reason');
    expect(events).toEqual([]);
  });

  test.each([
    ['an unknown status', { status: 'shipped' }, 'status'],
    ['no status', { reason: 'x' }, 'status'],
    ['a reason that is not text', { status: 'cancelled', reason: 5 }, 'reason'],
    ['a reason over 500 characters', { status: 'cancelled', reason: 'x'.repeat(501) }, 'reason'],
  ])('%s is a 400 naming the field', async (_name, body, field) => {
    const id = await insertReservation(a.h.db);
    const r = await move(id, body);
    expect(r.status).toBe(400);
    expect(r.body.validations).toHaveProperty(field);
  });

  test('another store’s reservation is a 404, and an operator token of another store a 403', async () => {
    const theirs = await insertReservation(a.h.db, { storeId: 2 });
    expect((await move(theirs, { status: 'accepted' })).status).toBe(404);
    const { token } = await createOperatorToken(a.h.db, 2, 'Till', new Date());
    const mine = await insertReservation(a.h.db);
    expect((await move(mine, { status: 'accepted' }, { token })).status).toBe(403);
    expect((await move(theirs, { status: 'accepted' }, { token, store: 2 })).status).toBe(200);
    expect(events).toEqual([{ type: 'reservation.updated', storeId: 2, reservationId: theirs }]);
  });
});

describe('concurrent moves', () => {
  test('four operators accepting one reservation at once: exactly one wins, the others are 409s', async () => {
    const id = await insertReservation(a.h.db);
    const answers = await Promise.all(Array.from({ length: 4 }, () => move(id, { status: 'accepted' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const row = (await a.call('GET', `/admin/stores/1/reservations/${id}`)).body.reservation;
    expect(row.status_changes).toEqual([expect.objectContaining({ from: 'placed', to: 'accepted' })]);
    expect(events).toHaveLength(1);
  });

  /** The database as a move sees it, with another writer's change landing between the move's read and its write. */
  function racedBy(id: number, otherWrite: Record<string, string>) {
    let raced = false;
    return a.h.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (!raced && 'rows' in args.result && args.result.rows.length === 1 && (args.result.rows[0] as { status?: string }).status === 'placed') {
          raced = true;
          const write = a.h.db.updateTable('reservations').set(otherWrite).where('id', '=', id).execute();
          // PostgreSQL: another connection of the pool, awaited now. SQLite: its one connection is still the
          // move's, so the write queues for it, ahead of the move's own write.
          if (a.h.dialect === 'postgres') await write;
        }
        return args.result;
      },
    });
  }
  const quietDeps = (db: typeof a.h.db) => ({
    db,
    now: () => new Date(),
    events: a.events,
    mailer: { send: async () => {}, idle: async () => {} },
    publicOrigin: 'http://localhost',
    log: () => {},
  });

  test('a move another made after this one read the row wins: this one is the 409 of a move from where it is now', async () => {
    const id = await insertReservation(a.h.db);
    await expect(changeReservationStatus(quietDeps(racedBy(id, { status: 'cancelled' })), 1, id, { status: 'accepted' })).rejects.toMatchObject({
      status: 409,
      details: { from: 'cancelled', to: 'accepted' },
    });
    expect(events).toEqual([]);
  });

  test('a review written after the move read the row is kept, and the move is made', async () => {
    const id = await insertReservation(a.h.db, { userId: accountId });
    const row = await a.h.db.selectFrom('reservations').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    const review = { rating: 5, comment: 'Great', created_at: new Date().toISOString() };
    const reviewed = JSON.stringify({ ...JSON.parse(row.data), review });
    const moved = await changeReservationStatus(quietDeps(racedBy(id, { data: reviewed })), 1, id, { status: 'accepted' });
    expect(moved).toMatchObject({ status: 'accepted', review, status_changes: [expect.objectContaining({ to: 'accepted' })] });
    expect((await a.call('GET', `/admin/stores/1/reservations/${id}`)).body.reservation).toMatchObject({ status: 'accepted', review });
  });
});

describe('what a move does besides', () => {
  test('a mail that fails fails nothing: the move is made, published and the failure logged', async () => {
    const id = await insertReservation(a.h.db);
    const logged: string[] = [];
    const failing = { send: async () => Promise.reject(new Error('SMTP down')), idle: async () => {} };
    const deps = { db: a.h.db, now: () => new Date(), events: a.events, mailer: failing, publicOrigin: 'http://localhost', log: (message: string) => void logged.push(message) };
    const moved = await changeReservationStatus(deps, 1, id, { status: 'accepted' });
    expect(moved.status).toBe('accepted');
    expect(events).toEqual([{ type: 'reservation.updated', storeId: 1, reservationId: id }]);
    expect(logged).toEqual([expect.stringContaining('reservation_status')]);
  });

  test('a cancelled reservation gives its promo code use back', async () => {
    const id = await insertReservation(a.h.db, { userId: accountId });
    const code = await a.h.db
      .insertInto('promo_codes')
      .values({
        store_id: 1,
        code: 'ONCEONLY',
        discount_type: 'percent',
        discount_percent: 10,
        discount_dollar_amount_cents: null,
        cart_minimum_cents: null,
        start_time: null,
        end_time: null,
        max_uses_per_customer: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await a.h.db.insertInto('promo_code_uses').values({ reservation_id: id, promo_code_id: code.id, user_id: accountId, email: 'sam@example.com', created_at: at }).execute();
    const claim = () => claimPromoCode(a.h.db, a.h.dialect, 1, 'onceonly', { userId: accountId, email: 'sam@example.com' });
    await expect(claim()).rejects.toMatchObject({ status: 422 });
    expect((await move(id, { status: 'cancelled', reason: 'Customer asked' })).status).toBe(200);
    await expect(claim()).resolves.toMatchObject({ promoCodeId: code.id });
  });
});

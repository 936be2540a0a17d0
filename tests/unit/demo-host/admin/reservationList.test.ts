import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOperatorToken } from '../../../../demo-host/admin';
import { openAdminHarness, type AdminHarness } from './adminHarness';
import { insertReservation, insertUser } from './reservationFixtures';

// docs/api-admin.md § Reservations: GET /admin/stores/{id}/reservations (status and date filters, paged, newest
// first) and GET one; a store sees its own reservations only.

let a: AdminHarness;
const ids: Record<string, number> = {};

beforeAll(async () => {
  a = await openAdminHarness();
  // Store 1: five reservations on three days (UTC), in several statuses; store 2: one.
  const seeds = [
    ['nov16', '2026-11-16T10:00:00.000Z', 'completed'],
    ['nov17a', '2026-11-17T08:00:00.000Z', 'cancelled'],
    ['nov17b', '2026-11-17T23:30:00.000Z', 'ready'],
    ['nov18a', '2026-11-18T09:00:00.000Z', 'accepted'],
    ['nov18b', '2026-11-18T12:00:00.000Z', 'placed'],
  ] as const;
  for (const [name, createdAt, status] of seeds) ids[name] = await insertReservation(a.h.db, { createdAt, status });
  ids.otherStore = await insertReservation(a.h.db, { storeId: 2, createdAt: '2026-11-18T13:00:00.000Z' });
}, 60_000);
afterAll(() => a.close());

const listed = async (query: Record<string, string | number> = {}) => {
  const r = await a.call('GET', '/admin/stores/1/reservations', { query });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { reservations: { id: number }[]; total: number; page: number; per_page: number };
};
const idsOf = (names: string[]) => names.map((name) => ids[name]);

describe('listing a store’s reservations', () => {
  test('newest first, with the total and the page, and only this store’s', async () => {
    const all = await listed();
    expect(all.reservations.map((r) => r.id)).toEqual(idsOf(['nov18b', 'nov18a', 'nov17b', 'nov17a', 'nov16']));
    expect(all).toMatchObject({ total: 5, page: 1, per_page: 20 });
  });

  test('each reservation in the admin shape: the shopper’s view plus store, user, status changes and next moves', async () => {
    const [first] = (await listed({ per_page: 1 })).reservations;
    expect(first).toMatchObject({
      id: ids.nov18b,
      status: 'placed',
      store_id: 1,
      user_id: null,
      status_changes: [],
      cancel_reason: null,
      next_statuses: ['accepted', 'cancelled'],
    });
    expect(first).toHaveProperty('products');
    expect(first).toHaveProperty('contact.email', 'guest@example.com');
  });

  test.each([
    ['page 1 of 2', { per_page: 2, page: 1 }, ['nov18b', 'nov18a']],
    ['page 2 of 2', { per_page: 2, page: 2 }, ['nov17b', 'nov17a']],
    ['page 3 of 2', { per_page: 2, page: 3 }, ['nov16']],
    ['a page past the end', { per_page: 2, page: 9 }, []],
  ])('paged: %s', async (_name, query, names) => {
    const page = await listed(query);
    expect(page.reservations.map((r) => r.id)).toEqual(idsOf(names));
    expect(page.total).toBe(5);
  });

  test.each([
    ['one status', { status: 'placed' }, ['nov18b']],
    ['several, comma-separated', { status: 'ready,accepted' }, ['nov18a', 'nov17b']],
    ['from a day', { from: '2026-11-17' }, ['nov18b', 'nov18a', 'nov17b', 'nov17a']],
    ['to a day, which it includes whole', { to: '2026-11-17' }, ['nov17b', 'nov17a', 'nov16']],
    ['one day', { from: '2026-11-17', to: '2026-11-17' }, ['nov17b', 'nov17a']],
    ['instants with an offset (Los Angeles’s Nov 17)', { from: '2026-11-17T00:00:00-08:00', to: '2026-11-17T23:59:59-08:00' }, ['nov17b', 'nov17a']],
    ['status and dates together', { status: 'cancelled,placed', from: '2026-11-17' }, ['nov18b', 'nov17a']],
    ['nothing matching', { status: 'completed', from: '2026-11-17' }, []],
  ])('filtered by %s', async (_name, query, names) => {
    const page = await listed(query);
    expect(page.reservations.map((r) => r.id)).toEqual(idsOf(names));
    expect(page.total).toBe(names.length);
  });

  test('a status given twice counts as a list', async () => {
    const r = await a.call('GET', '/admin/stores/1/reservations?status=placed&status=ready');
    expect(r.body.reservations.map((x: { id: number }) => x.id)).toEqual(idsOf(['nov18b', 'nov17b']));
  });

  test.each([
    ['an unknown status', { status: 'shipped' }, 'status'],
    ['a date that is not one', { from: '18/11/2026' }, 'from'],
    ['an instant without its offset', { to: '2026-11-18T10:00:00' }, 'to'],
    ['an impossible day', { from: '2026-13-45' }, 'from'],
    ['per_page over 100', { per_page: 101 }, 'per_page'],
    ['page 0', { page: 0 }, 'page'],
    ['a parameter the call does not take', { state: 'placed' }, 'state'],
  ])('%s is a 400 naming it', async (_name, query, field) => {
    const r = await a.call('GET', '/admin/stores/1/reservations', { query });
    expect(r.status).toBe(400);
    expect(r.body.validations).toHaveProperty(field);
  });
});

describe('one reservation', () => {
  test('its own store’s is shown', async () => {
    const r = await a.call('GET', `/admin/stores/1/reservations/${ids.nov17a}`);
    expect(r.status).toBe(200);
    expect(r.body.reservation).toMatchObject({ id: ids.nov17a, status: 'cancelled', next_statuses: [] });
  });

  test('another store’s reservation is a 404, and so is an unknown id; a bad id is a 400', async () => {
    expect((await a.call('GET', `/admin/stores/1/reservations/${ids.otherStore}`)).status).toBe(404);
    expect((await a.call('GET', '/admin/stores/1/reservations/999999')).status).toBe(404);
    expect((await a.call('GET', '/admin/stores/1/reservations/abc')).status).toBe(400);
  });

  test('an operator token reads its own store’s reservations, and another store’s is a 403', async () => {
    const { token } = await createOperatorToken(a.h.db, 2, 'Till', new Date());
    const own = await a.call('GET', '/admin/stores/2/reservations', { token });
    expect(own.body.reservations.map((r: { id: number }) => r.id)).toEqual([ids.otherStore]);
    expect((await a.call('GET', '/admin/stores/1/reservations', { token })).status).toBe(403);
    expect((await a.call('GET', `/admin/stores/1/reservations/${ids.nov16}`, { token })).status).toBe(403);
    expect((await a.call('GET', '/admin/stores/1/reservations', { token: null })).status).toBe(401);
  });
});

// Last: it adds a reservation to store 2, which the tests above count.
describe('the customer', () => {
  test('the customer who collects it: a guest’s contact, or the account’s name, e-mail and phone', async () => {
    const userId = await insertUser(a.h.db, 'sam@example.com');
    const accountOrder = await insertReservation(a.h.db, { userId, storeId: 2, createdAt: '2026-11-10T10:00:00.000Z' });
    const guest = await a.call('GET', `/admin/stores/1/reservations/${ids.nov16}`);
    expect(guest.body.reservation.customer).toEqual({ guest: true, name: 'Gus Guest', email: 'guest@example.com', phone: null });
    const account = await a.call('GET', `/admin/stores/2/reservations/${accountOrder}`);
    expect(account.body.reservation.customer).toEqual({ guest: false, name: 'Sam Shopper', email: 'sam@example.com', phone: null });
    const listed = await a.call('GET', '/admin/stores/2/reservations');
    expect(listed.body.reservations.find((r: { id: number }) => r.id === accountOrder).customer.name).toBe('Sam Shopper');
  });
});

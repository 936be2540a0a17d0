import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminReservation } from '../../../../demo-host/admin/reservations/adminReservation';
import { reservationNoticeMail } from '../../../../demo-host/admin/webhooks/reservationNotice';
import { openAdminHarness, type AdminHarness } from './adminHarness';
import { insertReservation } from './reservationFixtures';

// docs/api-admin.md § Reservations: staff find a curbside order's car by what the shopper wrote and walk to its spot
// (000 §3 QR curbside settings), so the admin shape, and the new-order notice mail made from it, carry both.
// On SQLite, and on PostgreSQL with DATABASE_URL.

let a: AdminHarness;
const ids: Record<string, number> = {};

beforeAll(async () => {
  a = await openAdminHarness();
  ids.spot = await insertReservation(a.h.db, { mode: 'curbside', curbside: { spot_number: 4, vehicle: 'Blue Honda Civic' } });
  ids.noSpot = await insertReservation(a.h.db, { mode: 'curbside', curbside: { spot_number: null, vehicle: 'Red\nVan' } });
  ids.pickup = await insertReservation(a.h.db, { mode: 'pickup' });
}, 60_000);
afterAll(() => a.close());

const adminView = async (id: number): Promise<AdminReservation> => {
  const answer = await a.call('GET', `/admin/stores/1/reservations/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.reservation;
};

describe('a curbside order as the store sees it', () => {
  test.each([
    ['with a spot', 'spot', { spot_number: 4, vehicle: 'Blue Honda Civic' }],
    ['not parked yet (no spot)', 'noSpot', { spot_number: null, vehicle: 'Red\nVan' }],
    ['a pickup order has none', 'pickup', null],
  ])('the admin reservation carries curbside: %s', async (_name, key, curbside) => {
    expect((await adminView(ids[key])).curbside).toEqual(curbside);
  });

  test.each([
    ['with a spot', 'spot', ['Car: Blue Honda Civic', 'Spot: 4'], []],
    ['without a spot, the car on one line', 'noSpot', ['Car: Red Van'], ['Spot:']],
    ['a pickup order names no car', 'pickup', [], ['Car:', 'Spot:']],
  ])('the new-order notice mail names the car and spot: %s', async (_name, key, lines, absent) => {
    const { text } = reservationNoticeMail(await adminView(ids[key]), 'orders@store.example');
    for (const line of lines) expect(text.split('\n')).toContain(line);
    for (const word of absent) expect(text).not.toContain(word);
  });
});

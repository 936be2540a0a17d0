// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';

// The demo Orders page's script (pages/orders.js) drawing a store's reservations: a curbside order shows the car and
// the spot staff walk to (docs/api-admin.md § Reservations), as text, never as markup (they come from shoppers).

// This file's own path, not a URL made against it: under happy-dom, URL is the page's, which knows no file: scheme.
const script = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../demo-host/demo/pages/orders.js'), 'utf8');

const reservation = (over: Record<string, unknown>) => ({
  id: 41,
  status: 'placed',
  status_label: 'Placed',
  reservation_mode: 'pickup',
  amount: 51.94,
  created_at: '2026-11-18T20:00:00.000Z',
  updated_at: '2026-11-18T20:00:00.000Z',
  products: [{ count: 1, name: 'Blue Dream', brand: null }],
  customer: { guest: true, name: 'Ada Guest' },
  curbside: null,
  next_statuses: ['accepted', 'cancelled'],
  ...over,
});

class QuietEventSource {
  addEventListener() {}
}

/** Runs the page's script over the page's markup, with /orders.json answering `reservations`; answers the drawn facts. */
async function drawn(reservations: object[]): Promise<Record<string, string>[]> {
  document.body.innerHTML = '<p id="orders-status"></p><span id="orders-live"></span><ol id="orders"></ol>';
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ store_id: 1, reservations })));
  vi.stubGlobal('EventSource', QuietEventSource);
  new Function(script)();
  await vi.waitFor(() => expect(document.querySelectorAll('.or-card')).toHaveLength(reservations.length));
  return [...document.querySelectorAll('.or-facts')].map((facts) =>
    Object.fromEntries([...facts.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ''])),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the Orders page', () => {
  test.each([
    ['a curbside order with a spot', { reservation_mode: 'curbside', curbside: { spot_number: 4, vehicle: 'Blue Honda Civic' } }, { Car: 'Blue Honda Civic', Spot: '4' }],
    ['a curbside order not parked yet', { reservation_mode: 'curbside', curbside: { spot_number: null, vehicle: 'Red van' } }, { Car: 'Red van', Spot: 'None given' }],
  ])('%s shows the car and spot', async (_name, over, shown) => {
    const [facts] = await drawn([reservation(over)]);
    expect(facts).toMatchObject({ Mode: 'Curbside pickup', ...shown });
  });

  test('a pickup order shows no car or spot', async () => {
    const [facts] = await drawn([reservation({})]);
    expect(Object.keys(facts)).toEqual(['Mode', 'Total', 'Customer']);
  });

  test('the car is text, never markup', async () => {
    const [facts] = await drawn([reservation({ reservation_mode: 'curbside', curbside: { spot_number: 2, vehicle: '<img src=x onerror=alert(1)>' } })]);
    expect(facts.Car).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.or-facts img')).toBeNull();
  });
});

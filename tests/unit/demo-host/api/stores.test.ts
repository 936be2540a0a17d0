import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DispensarySearchRecord, Store } from '../../../../shared/types';
import { openSeededApi, type SeededApi } from './apiFixture';

let api: SeededApi;
let stores: DispensarySearchRecord[];

beforeAll(async () => {
  api = await openSeededApi();
  stores = (await api.json('/stores?per_page=100')).body.stores;
}, 60_000);
afterAll(() => api?.close());

describe('GET /stores', () => {
  test('answers { stores, nb_hits, page, per_page }, ordered by name', async () => {
    const { status, body } = await api.json('/stores?per_page=100');
    expect(status).toBe(200);
    expect(body).toMatchObject({ stores: expect.any(Array), nb_hits: 8, page: 1, per_page: 100 });
    const names = stores.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  test('pages', async () => {
    const a = (await api.json('/stores?per_page=3&page=1')).body;
    const c = (await api.json('/stores?per_page=3&page=3')).body;
    expect(a.stores.map((s: Store) => s.id)).toEqual(stores.slice(0, 3).map((s) => s.id));
    expect(c.stores.map((s: Store) => s.id)).toEqual(stores.slice(6, 9).map((s) => s.id));
    expect(c.nb_hits).toBe(8);
  });

  test.each([
    ['country=US', (s: DispensarySearchRecord) => s.country_code === 'US'],
    ['country=united-states', (s: DispensarySearchRecord) => s.country_code === 'US'],
    ['state=CA', (s: DispensarySearchRecord) => s.state === 'CA'],
    ['state=california', (s: DispensarySearchRecord) => s.state === 'CA'],
    ['mode=delivery', (s: DispensarySearchRecord) => s.delivery],
    ['mode=curbside', (s: DispensarySearchRecord) => s.curbside],
    ['medical=true', (s: DispensarySearchRecord) => s.medical],
    ['recreational=false', (s: DispensarySearchRecord) => !s.recreational],
  ])('filters by %s (000 §5 place names, hyphens as spaces)', async (query, keep) => {
    const { body } = await api.json(`/stores?${query}&per_page=100`);
    expect(body.stores.map((s: Store) => s.id)).toEqual(stores.filter(keep).map((s) => s.id));
  });

  test('filters by city, case and hyphens forgiven', async () => {
    const city = stores[0].city;
    const { body } = await api.json(`/stores?city=${encodeURIComponent(city.toUpperCase().replace(/ /g, '-'))}`);
    expect(body.stores.length).toBeGreaterThan(0);
    expect(body.stores.every((s: Store) => s.city === city)).toBe(true);
  });

  test('by lat/long within a radius: nearest first, with the distance in miles', async () => {
    const home = stores.find((s) => s.id === 1)!;
    const { body } = await api.json(`/stores?lat=${home.lat}&long=${home.long}&radius=50`);
    expect(body.stores[0].id).toBe(1);
    expect(body.stores[0].distance).toBe(0);
    const distances = body.stores.map((s: DispensarySearchRecord) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 50)).toBe(true);
    const far = await api.json('/stores?lat=0&long=0&radius=10');
    expect(far.body.stores).toEqual([]);
  });
});

describe('GET /stores/{id}', () => {
  test('answers { store }; store 1 is California adult-use with pickup, delivery and curbside', async () => {
    const { status, body } = await api.json('/stores/1');
    expect(status).toBe(200);
    expect(body.store).toMatchObject({ id: 1, state: 'CA', recreational: true, pickup: true, delivery: true, curbside: true });
  });

  test('money is dollars on the wire', async () => {
    const { body } = await api.json('/stores/1');
    expect(body.store.free_delivery_configs[0].cart_minimum).toBe(100);
  });

  test('an unknown id is a 404 with a message', async () => {
    const { status, body } = await api.json('/stores/4242');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'No store with id 4242', code: 'not_found' });
  });
});

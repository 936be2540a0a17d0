import type { Kysely } from 'kysely';
import { createApi } from '../../demo-host/api';
import { loadMenuProducts } from '../../demo-host/api/data/loadMenuProducts';
import type { Database, Dialect } from '../../demo-host/db';
import { buildMenuIndex, searchMenuJson } from '../../demo-host/search';
import { menuQueryString } from './menuQueryString';
import { shopperQueries } from './shopperQueries';

export interface MenuSearchMeasurement {
  storeId: number;
  dialect: Dialect;
  /** Visible products in the index. */
  products: number;
  queries: number;
  /** Time to load the menu from the database and build the index (first use). */
  buildMs: number;
  /** searchMenuJson: filter, facet counts, sort, page and the answer's JSON. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The same queries through GET /api/v1/stores/{id}/menu_products in-process (parse, validate, search, JSON). */
  requestP50Ms: number;
  requestP95Ms: number;
  /** Queries that answered no product (shopperQueries keeps them rare: a query set of empty answers measures little). */
  emptyQueries: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** The store with the most menu products (the bench's 5,000-product store in a seeded database). */
export async function largestStoreId(db: Kysely<Database>): Promise<number> {
  const largest = await db
    .selectFrom('menu_products')
    .select(['store_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('store_id')
    .orderBy('count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(largest.store_id);
}

/** Measures the menu search on a store (default: the one with the most products) of a seeded database. */
export async function measureMenuSearch(options: { db: Kysely<Database>; dialect: Dialect; storeId?: number; queries?: number }): Promise<MenuSearchMeasurement> {
  const { db, dialect } = options;
  const storeId = options.storeId ?? (await largestStoreId(db));
  const started = performance.now();
  const index = buildMenuIndex(storeId, await loadMenuProducts(db, storeId));
  const buildMs = performance.now() - started;
  const queries = shopperQueries(index, options.queries ?? 400);

  // Awaited: the search may read the page's records from the database.
  for (const query of queries.slice(0, 50)) await searchMenuJson(index, query);
  const times: number[] = [];
  for (const query of queries) {
    const t = performance.now();
    await searchMenuJson(index, query);
    times.push(performance.now() - t);
  }

  const api = createApi({ db, dialect, config: { partnerOrigins: [] }, env: {} });
  const paths = queries.map((q) => `/stores/${storeId}/menu_products?${menuQueryString(q)}`);
  for (const path of paths.slice(0, 50)) await (await api.request(path)).text();
  const requestTimes: number[] = [];
  let emptyQueries = 0;
  for (const path of paths) {
    const t = performance.now();
    const response = await api.request(path);
    const body = await response.text();
    requestTimes.push(performance.now() - t);
    if (response.status !== 200) throw new Error(`menu search ${path} answered ${response.status}`);
    if (/"nb_hits":0[,}]/.test(body)) emptyQueries++;
  }

  times.sort((a, b) => a - b);
  requestTimes.sort((a, b) => a - b);
  return {
    storeId,
    dialect,
    products: index.text.length,
    queries: queries.length,
    buildMs: round(buildMs),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
    requestP50Ms: round(percentile(requestTimes, 50)),
    requestP95Ms: round(percentile(requestTimes, 95)),
    emptyQueries,
  };
}

import type { Kysely } from 'kysely';
import { createApi } from '../../demo-host/api';
import { loadMenuProducts } from '../../demo-host/api/data/loadMenuProducts';
import type { Database, Dialect } from '../../demo-host/db';
import { buildMenuIndex, searchMenuJson, type MenuIndexWithProducts, type MenuQuery } from '../../demo-host/search';

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
}

const SORTS = ['recommended', 'price-asc', 'thc-desc', 'name-asc', 'rating-desc', 'price-desc-eighth_ounce', 'best-seller-rank'] as const;

/**
 * A deterministic mixed query set drawn from the menu itself (DESIGN §3 row "menu query with filters, sort
 * and facet counts"): a word from a product name, two facets, a THC or price range and a sort, with facet
 * counts always computed.
 */
export function mixedMenuQueries(index: MenuIndexWithProducts, count: number): MenuQuery[] {
  const values = (facet: keyof MenuIndexWithProducts['facets']) => index.facets[facet].values;
  const words = index.products.flatMap((p) => p.name.split(/\s+/)).filter((w) => w.length > 3);
  const pick = <T>(list: readonly T[], i: number, salt: number): T => list[(i * 7919 + salt * 104729) % list.length];
  return Array.from({ length: count }, (_, i): MenuQuery => {
    const kinds = values('kind');
    return {
      query: i % 3 === 2 ? undefined : pick(words, i, 1).toLowerCase().slice(0, 5),
      filters: {
        kind: [pick(kinds, i, 2), pick(kinds, i, 3)],
        ...(i % 2 === 0 ? { category: [pick(values('category'), i, 4)] } : { feelings: [pick(values('feelings'), i, 5)] }),
      },
      ranges: i % 2 === 0 ? { percent_thc: { min: 5 + (i % 15) } } : { bucket_price: { max: 20 + (i % 80) } },
      sort: SORTS[i % SORTS.length],
      page: 1 + (i % 2),
      per_page: 24,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function queryString(query: MenuQuery): string {
  const params = new URLSearchParams();
  if (query.query) params.set('query', query.query);
  for (const [facet, list] of Object.entries(query.filters ?? {})) params.set(facet, list.join(','));
  for (const [range, { min, max }] of Object.entries(query.ranges ?? {})) {
    if (min !== undefined) params.set(`${range}_min`, String(min));
    if (max !== undefined) params.set(`${range}_max`, String(max));
  }
  if (query.sort) params.set('sort', query.sort);
  params.set('page', String(query.page ?? 1));
  params.set('per_page', String(query.per_page ?? 24));
  return params.toString();
}

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
  const queries = mixedMenuQueries(index, options.queries ?? 400);

  for (const query of queries.slice(0, 50)) await searchMenuJson(index, query);
  const times: number[] = [];
  for (const query of queries) {
    const t = performance.now();
    await searchMenuJson(index, query);
    times.push(performance.now() - t);
  }

  const api = createApi({ db, dialect, config: { partnerOrigins: [] }, env: {} });
  const paths = queries.map((q) => `/stores/${storeId}/menu_products?${queryString(q)}`);
  for (const path of paths.slice(0, 50)) await (await api.request(path)).text();
  const requestTimes: number[] = [];
  for (const path of paths) {
    const t = performance.now();
    const response = await api.request(path);
    await response.text();
    if (response.status !== 200) throw new Error(`menu search ${path} answered ${response.status}`);
    requestTimes.push(performance.now() - t);
  }

  times.sort((a, b) => a - b);
  requestTimes.sort((a, b) => a - b);
  return {
    storeId,
    dialect,
    products: index.products.length,
    queries: queries.length,
    buildMs: round(buildMs),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]),
    requestP50Ms: round(percentile(requestTimes, 50)),
    requestP95Ms: round(percentile(requestTimes, 95)),
  };
}

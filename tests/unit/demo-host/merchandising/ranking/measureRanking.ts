import { mkdtempSync, rmSync } from 'node:fs';
import { largestStoreId } from '../../../../bench/measureMenuSearch';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createMenuIndexCache } from '../../../../../demo-host/api';
import { loadMenuProducts } from '../../../../../demo-host/api/data/loadMenuProducts';
import { openDatabase, type Database } from '../../../../../demo-host/db';
import { createRanking } from '../../../../../demo-host/merchandising/ranking/createRanking';
import type { Ranking } from '../../../../../demo-host/merchandising/ranking/types';
import { seedDatabase } from '../../../../../demo-host/seed';
import type { PlacementFields } from '../../../../../shared/schemas/merchandisingRequests';
import type { MenuProduct } from '../../../../../shared/types';
import { createScratchDatabase } from '../../commerce/harness';

// rank() timings on the 5,000-product store (the bench's default seed, tests/bench/menuSearch.ts), warm: each store's
// index, settings, sales and engagement are read once before timing. Run: npx tsx tests/unit/demo-host/merchandising/ranking/measureRanking.ts
// (DATABASE_URL for PostgreSQL). Not a test file: timings are measured, never asserted.

const SORTS: readonly (string | null)[] = [null, null, 'price-asc', 'thc-desc', null, 'rating-desc'] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A deterministic mix of menu_inline requests drawn from the menu: kind and lineage filters, a word, a sort or none. */
function inlineRequests(products: readonly MenuProduct[], count: number): PlacementFields[] {
  const kinds = [...new Set(products.map((p) => p.kind))];
  const lineages = [...new Set(products.flatMap((p) => (p.category ? [p.category] : [])))];
  const words = products.flatMap((p) => p.name.split(/\s+/)).filter((w) => w.length > 3);
  return Array.from({ length: count }, (_, i) => ({
    placement: 'menu_inline',
    search_filter: `kind=${kinds[i % kinds.length]}${i % 2 === 0 ? `&category=${lineages[i % lineages.length]}` : ''}`,
    search_query: i % 3 === 0 ? words[(i * 7919) % words.length].toLowerCase().slice(0, 5) : null,
    search_sort: SORTS[i % SORTS.length],
  }));
}

async function time(ranking: Ranking, storeId: number, requests: PlacementFields[]): Promise<{ p50: number; p95: number; max: number }> {
  for (const fields of requests.slice(0, 50)) await ranking.rank({ storeId, shopper: { userId: null, deviceId: null }, fields });
  const times: number[] = [];
  for (const fields of requests) {
    const started = performance.now();
    await ranking.rank({ storeId, shopper: { userId: null, deviceId: null }, fields });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times[times.length - 1]) };
}

/** Some engagement on the store, so the engagement read and re-rank do real work. */
async function engage(ranking: Ranking, storeId: number, products: readonly MenuProduct[]): Promise<void> {
  for (let d = 0; d < 200; d++) {
    const device = `bench-${String(d).padStart(15, '0')}`;
    const picks = Array.from({ length: 10 }, (_, k) => products[(d * 31 + k * 17) % products.length].id);
    await ranking.log.impressions(
      device,
      picks.map((productId) => ({ productId, source: { storeId, placement: 'menu_inline', flightId: null } })),
    );
    await ranking.log.click(device, { productId: picks[d % 10], source: { storeId, placement: 'menu_inline', flightId: null }, addToCart: d % 3 === 0 });
  }
}

export async function measureRanking(db: Kysely<Database>, requests = 400) {
  const storeId = await largestStoreId(db);
  const menus = createMenuIndexCache(db);
  const ranking = createRanking({ db, menus });
  const products = (await loadMenuProducts(db, storeId)).filter((product) => product.visible !== false);
  await engage(ranking, storeId, products);
  const pdp = Array.from({ length: requests }, (_, i): PlacementFields => ({ placement: 'pdp_row', product_id: products[(i * 7919) % products.length].id }));
  return {
    storeId,
    products: products.length,
    menuInline: await time(ranking, storeId, inlineRequests(products, requests)),
    pdpRow: await time(ranking, storeId, pdp),
  };
}

if (process.argv[1]?.endsWith('measureRanking.ts')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-rank-bench-'));
  // PostgreSQL: a scratch database on that server, dropped after.
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
  try {
    await seedDatabase(database.db);
    console.log(database.dialect, JSON.stringify(await measureRanking(database.db, Number(process.env.REQUESTS ?? 1000))));
  } finally {
    await database.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

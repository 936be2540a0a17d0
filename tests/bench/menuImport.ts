// DESIGN §1.7 and docs/api-admin.md § Menu import: a 5,000-row CSV imports in well under 10 s, through the admin API
// in-process, on a throwaway SQLite catalogue and (with DATABASE_URL) on PostgreSQL.
import type { BenchRow } from './row';
import { hostOver, openHarness, TEST_ADMIN_TOKEN } from '../unit/demo-host/commerce/harness';

const ROWS = 5000;
const WEIGHTS = ['gram', 'eighth_ounce', 'quarter_ounce', 'ounce'];
const BUDGET_MS = 10_000;

/** A realistic file: 1,250 flower products of 4 weights each, quoted descriptions with commas. */
export function menuCsv(rows = ROWS, priceShift = 0): string {
  const lines = ['product_id,name,brand,kind,category,weight,price,discounted_price,quantity,thc_percent,cbd_percent,description,photo_url'];
  for (let k = 0; k < rows; k++) {
    const product = Math.floor(k / WEIGHTS.length);
    const weight = WEIGHTS[k % WEIGHTS.length];
    const price = (10 + (product % 40) + (k % WEIGHTS.length) * 25 + priceShift).toFixed(2);
    lines.push(
      `BENCH-${product},Bench Strain ${product},Brand ${product % 60},flower,hybrid,${weight},${price},,${product % 90},${(15 + (product % 15)).toFixed(1)},,"Notes of pine, citrus and earth.",https://cdn.example.com/p/${product}.jpg`,
    );
  }
  return lines.join('\n') + '\n';
}

async function timeImport(databaseUrl: string | null): Promise<{ fresh: number; changed: number }> {
  const h = await openHarness({ databaseUrl });
  const host = hostOver(h, { adminToken: TEST_ADMIN_TOKEN });
  try {
    const post = async (csv: string) => {
      const started = performance.now();
      const headers = { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'text/csv' };
      const r = await host.app.request('/admin/stores/1/menu_import', { method: 'POST', headers, body: csv });
      const text = await r.text();
      if (r.status !== 200) throw new Error(`menu import answered ${r.status}: ${text.slice(0, 200)}`);
      return performance.now() - started;
    };
    return { fresh: await post(menuCsv()), changed: await post(menuCsv(ROWS, 1)) };
  } finally {
    await host.stopWarming();
    await h.close();
  }
}

export async function menuImportRows(): Promise<BenchRow[]> {
  const runs: [string, string | null][] = [['SQLite', null]];
  if (process.env.DATABASE_URL) runs.push(['PostgreSQL', process.env.DATABASE_URL]);
  const rows: BenchRow[] = [];
  for (const [name, url] of runs) {
    const { fresh, changed } = await timeImport(url);
    rows.push({
      what: `menu import, 5,000-row CSV (${name}): new / every price changed`,
      budget: '< 10 s',
      measured: `${(fresh / 1000).toFixed(2)} s / ${(changed / 1000).toFixed(2)} s`,
      verdict: Math.max(fresh, changed) < BUDGET_MS ? 'ok' : 'over',
    });
  }
  return rows;
}

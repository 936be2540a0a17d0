// Payloads and HTTP caching over real HTTP, against the built host (dist/host/main.mjs): the widget HTML of a store
// menu (raw and gzip bytes, the inlined answers' share, time per request) for store 1 and the 5,000-product store,
// and the menu endpoint's requests per second at concurrency 20, as cards (the widget's) and full, with and without If-None-Match, beside a static
// file's: rows of `npm run bench`, or on their own: `node build.mjs && npx tsx tests/bench/httpPayloads.ts` (DATA_DIR=<dir>
// reuses a seeded catalogue; without it a throwaway one is seeded on the host's first start).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INLINE_ANSWERS_ID } from '../../shared/constants';
import { BIG_STORE_ID } from '../../demo-host/seed';
import { freePort, ROOT, run, waitForHealth } from '../unit/demo-host/server/builtHost';
import { kb, ms, percentile, type BenchRow } from './row';

const CONCURRENCY = 20;
const LOAD_SECONDS = 5;
const HTML_RUNS = 40;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The inlined answers' budget: the first screen's answers, trimmed (tests/unit/demo-host/server/inlineAnswers.test.ts holds the same bound). */
const INLINED_BUDGET_BYTES = 80 * 1024;

async function htmlRow(base: string, storeId: number): Promise<BenchRow> {
  const url = `${base}/embed/stores/${storeId}/menu`;
  const headers = { 'User-Agent': DESKTOP_UA, 'Accept-Encoding': 'identity' };
  const html = await (await fetch(url, { headers })).text();
  const inlined = new RegExp(`<script type="application/json" id="${INLINE_ANSWERS_ID}">(.*?)</script>`, 's').exec(html)?.[1] ?? '';
  const times: number[] = [];
  for (let i = 0; i < HTML_RUNS; i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
  const inlinedBytes = Buffer.byteLength(inlined);
  return {
    what: `widget HTML of store ${storeId}'s menu (inlined answers: the first screen's, trimmed to cards)`,
    budget: `inlined ≤ ${kb(INLINED_BUDGET_BYTES)}`,
    measured:
      `${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html).length)} gzip; inlined ${kb(inlinedBytes)} (${kb(gzipSync(inlined).length)} gzip); ` +
      `per request median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    verdict: inlinedBytes <= INLINED_BUDGET_BYTES ? 'ok' : 'over',
  };
}

/** Requests per second of one URL at CONCURRENCY over LOAD_SECONDS, each answer read whole; non-2xx/304 count as errors. */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; statuses: Set<number>; errors: number }> {
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  let done = 0;
  let errors = 0;
  const statuses = new Set<number>();
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      statuses.add(response.status);
      if (response.status >= 400) errors++;
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { rps: done / ((performance.now() - started) / 1000), statuses, errors };
}

/** The menu endpoint beside a static file at CONCURRENCY: as cards (what the widget asks, docs/api.md fields=card) with and
 * without If-None-Match (DESIGN §1.7: revalidated, no max-age), and as full menu products. */
async function menuEndpointRow(base: string): Promise<BenchRow> {
  const full = `${base}/api/v1/stores/1/menu_products?sort=recommended&page=1&per_page=24`;
  const cards = `${full}&fields=card`;
  const first = await fetch(cards);
  const cardBody = await first.arrayBuffer();
  const fullBody = await (await fetch(full)).arrayBuffer();
  const etag = first.headers.get('etag');
  await requestsPerSecond(`${base}/loader.js`); // warm-up
  const staticFile = await requestsPerSecond(`${base}/loader.js`);
  const plain = await requestsPerSecond(cards);
  const fullRate = await requestsPerSecond(full);
  const revalidated = etag ? await requestsPerSecond(cards, { 'If-None-Match': etag }) : null;
  const rate = (figures: { rps: number }) => `${figures.rps.toFixed(0)}/s (${(figures.rps / staticFile.rps).toFixed(2)}× static)`;
  const answered304 = revalidated !== null && revalidated.errors === 0 && [...revalidated.statuses].every((status) => status === 304);
  return {
    what: `menu page over HTTP, store 1, as cards (concurrency ${CONCURRENCY}; static file ${staticFile.rps.toFixed(0)}/s)`,
    budget: 'ETag, no-cache, 304 on If-None-Match',
    measured:
      `${kb(cardBody.byteLength)} JSON (${kb(gzipSync(cardBody).length)} gzip; full ${kb(fullBody.byteLength)}), ${first.headers.get('cache-control')}; ` +
      `${rate(plain)} (full ${rate(fullRate)}), ${plain.errors + fullRate.errors} errors` +
      (revalidated ? `; with If-None-Match ${rate(revalidated)}, statuses ${[...revalidated.statuses].join('/')}` : '; no ETag'),
    verdict: answered304 && plain.errors === 0 && fullRate.errors === 0 ? 'ok' : 'over',
  };
}

/** The rows of the payloads and caching goal, from a built host over a throwaway catalogue (DATA_DIR reuses one). */
export async function payloadRows(): Promise<BenchRow[]> {
  const port = await freePort();
  const ownData = !process.env.DATA_DIR;
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'canopy-payloads-'));
  const host = run(process.execPath, [join(ROOT, 'dist/host/main.mjs')], {
    env: { ...process.env, PORT: String(port), DEMO: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  try {
    await waitForHealth(port, host);
    const base = `http://127.0.0.1:${port}`;
    for (const storeId of [1, BIG_STORE_ID]) await htmlRow(base, storeId); // warm-up: menu indexes, renderer
    const rows: BenchRow[] = [];
    for (const storeId of [1, BIG_STORE_ID]) rows.push(await htmlRow(base, storeId));
    rows.push(await menuEndpointRow(base));
    return rows;
  } finally {
    host.child.kill('SIGTERM');
    await host.exited;
    if (ownData) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) for (const row of await payloadRows()) console.log(`${row.what}: ${row.measured} (${row.verdict})`);

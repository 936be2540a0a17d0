// Payloads and HTTP caching over real HTTP, against the built host (dist/host/main.mjs): the widget HTML of a store
// menu (raw and gzip bytes, the inlined answers' share, time per request) for store 1 and the 5,000-product store,
// and the menu endpoint's requests per second at concurrency 20, full and as cards, with and without If-None-Match, beside a static
// file's. Run on its own: `node build.mjs && npx tsx tests/bench/httpPayloads.ts` (DATA_DIR=<dir> reuses a
// seeded catalogue; without it a throwaway one is seeded on the host's first start).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INLINE_ANSWERS_ID } from '../../shared/constants';
import { BIG_STORE_ID } from '../../demo-host/seed';
import { freePort, ROOT, run, waitForHealth } from '../unit/demo-host/server/builtHost';
import { kb, ms, percentile } from './row';

const CONCURRENCY = 20;
const LOAD_SECONDS = 5;
const HTML_RUNS = 40;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function htmlFigures(base: string, storeId: number): Promise<string> {
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
  const bytes = Buffer.byteLength(html);
  return (
    `store ${storeId} menu HTML: ${kb(bytes)} raw, ${kb(gzipSync(html).length)} gzip, inlined answers ${kb(Buffer.byteLength(inlined))}` +
    ` (${kb(gzipSync(inlined).length)} gzip); per request median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`
  );
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

async function loadFigures(base: string): Promise<string[]> {
  const menu = `${base}/api/v1/stores/1/menu_products?sort=recommended&page=1&per_page=24`;
  // The widget's menu searches ask for product cards (docs/api.md fields=card).
  const cards = `${menu}&fields=card`;
  const first = await fetch(menu);
  const body = await first.arrayBuffer();
  const etag = first.headers.get('etag');
  const cardBody = await (await fetch(cards)).arrayBuffer();
  const lines = [
    `menu page 1 (store 1): ${kb(body.byteLength)} JSON (${kb(gzipSync(body).length)} gzip), Cache-Control ${first.headers.get('cache-control')}, ETag ${etag ?? 'none'}`,
    `menu page 1 as cards (fields=card): ${kb(cardBody.byteLength)} JSON (${kb(gzipSync(cardBody).length)} gzip)`,
  ];
  await requestsPerSecond(`${base}/loader.js`); // warm-up
  const staticFile = await requestsPerSecond(`${base}/loader.js`);
  const plain = await requestsPerSecond(menu);
  const line = (what: string, figures: { rps: number; statuses: Set<number>; errors: number }) =>
    `${what}: ${figures.rps.toFixed(0)} req/s (${(figures.rps / staticFile.rps).toFixed(2)}× static), statuses ${[...figures.statuses].join('/')}, ${figures.errors} errors`;
  lines.push(line('static file /loader.js', staticFile), line('menu endpoint', plain), line('menu endpoint, fields=card', await requestsPerSecond(cards)));
  if (etag) lines.push(line('menu endpoint with If-None-Match', await requestsPerSecond(menu, { 'If-None-Match': etag })));
  return lines;
}

async function main() {
  const port = await freePort();
  const ownData = !process.env.DATA_DIR;
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'canopy-payloads-'));
  const host = run(process.execPath, [join(ROOT, 'dist/host/main.mjs')], { env: { ...process.env, PORT: String(port), DEMO: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  try {
    await waitForHealth(port, host);
    const base = `http://127.0.0.1:${port}`;
    for (const storeId of [1, BIG_STORE_ID]) await htmlFigures(base, storeId); // warm-up: menu indexes, renderer
    for (const storeId of [1, BIG_STORE_ID]) console.log(await htmlFigures(base, storeId));
    for (const line of await loadFigures(base)) console.log(line);
  } finally {
    host.child.kill('SIGTERM');
    await host.exited;
    if (ownData) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

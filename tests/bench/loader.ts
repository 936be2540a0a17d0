// Bench rows of the loader (DESIGN §3): its gzip size, and the time from the loader's execution
// to the request for the widget iframe, measured in Chromium on the demo partner site.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '../e2e/support/chromiumPath';
import globalSetup from '../e2e/support/globalSetup';
import { origins } from '../e2e/support/origins';
import { kb, ms, percentile, type BenchRow } from './row';

const root = fileURLToPath(new URL('../..', import.meta.url));
// DESIGN §3, as build.mjs enforces it: 12 KB gzip with at least 1 KB of it free.
const LOADER_BUDGET_BYTES = 12 * 1024;
const LOADER_FREE_BYTES = 1024;

/** /loader.js gzip (level 9, as build.mjs measures it). */
export function loaderGzipBytes(dist = join(root, 'dist')): number {
  return gzipSync(readFileSync(join(dist, 'loader.js')), { level: 9 }).length;
}

/**
 * Milliseconds from the end of /loader.js's download (an async script runs as soon as it arrives) to the
 * start of the iframe's request, from the page's own resource timing, once per run on a fresh page.
 */
export async function loaderToIframeMs(demoOrigin: string, runs = 7): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${demoOrigin}/embedded.html`);
      const gap = await page.waitForFunction(
        () => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const loader = entries.find((e) => e.name.endsWith('/loader.js'));
          const frame = entries.find((e) => e.initiatorType === 'iframe');
          return loader && frame ? frame.startTime - loader.responseEnd : null;
        },
        null,
        { timeout: 15_000 },
      );
      times.push(Math.max(0, (await gap.jsonValue()) as number));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** Both rows. Starts the built host and demo site itself unless their origins are in the environment. */
export async function loaderRows(): Promise<BenchRow[]> {
  const size = loaderGzipBytes();
  const rows: BenchRow[] = [
    {
      what: '/loader.js, gzip',
      budget: '≤ 12 KB, ≥ 1 KB free',
      measured: `${kb(size)} (${LOADER_BUDGET_BYTES - size} B free)`,
      verdict: size <= LOADER_BUDGET_BYTES - LOADER_FREE_BYTES ? 'ok' : 'over',
    },
  ];
  const teardown = process.env.CANOPY_DEMO_ORIGIN ? null : await globalSetup();
  try {
    const times = await loaderToIframeMs(origins().demo);
    rows.push({
      what: 'loader execution → iframe request (demo site, Chromium)',
      budget: '(reference)',
      measured: `median ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} over ${times.length} loads`,
      verdict: 'n/a',
    });
  } finally {
    await teardown?.();
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loaderRows().then((rows) => console.table(rows));
}

// DESIGN §3 "Lighthouse mobile on the demo's embedded page: performance ≥ 90, CLS ≤ 0.05, TBT ≤ 200 ms (framelessEmbed
// TBT ≤ 300 ms)": Lighthouse 12's default config (mobile form factor, simulated throttling) on the demo partner pages,
// each figure the median of a few runs with their range, and as a ratio to the static page of the same cards (the
// widget's first view saved as script-less HTML on the host, tests/bench/firstCard.ts). The pages take turns run after
// run, so a busy minute on the machine falls on every page alike. The last report of each page is kept as JSON for
// its diagnostics (long tasks, main-thread work by script; this Chromium's traces fail Lighthouse's layout-shift
// culprits audit). Simulated throttling multiplies the tasks it observed, so a busy machine inflates TBT: the static
// page, which runs no script, shows how much (its TBT read 105 ms on a quiet machine and 297 ms at a load of 9).
import { chromium, type Browser } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../e2e/support/chromiumPath';
import globalSetup, { freePort } from '../e2e/support/globalSetup';
import { origins } from '../e2e/support/origins';
import { saveFirstViewPage } from './firstCard';
import { percentile, type BenchRow } from './row';

const RUNS = Number(process.env.CANOPY_LIGHTHOUSE_RUNS ?? 3);
const REPORTS = join(tmpdir(), 'canopy-lighthouse');

/** The figures a row reads from one Lighthouse report. */
interface Reading {
  performance: number;
  cls: number;
  tbt: number;
  lcp: number;
}

interface Page {
  name: string;
  url: string;
  /** The budget's TBT for this page (DESIGN §3); null for a reference row. */
  tbtBudget: number | null;
}

function readingOf(result: Result): Reading {
  const value = (id: string) => result.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
  };
}

async function audit(port: number, page: Page): Promise<Reading> {
  const runner = await lighthouse(page.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(join(REPORTS, `${page.name}.json`), JSON.stringify(lhr));
  return readingOf(lhr);
}

const median = (values: number[]) => percentile(values, 50);
const range = (values: number[], format: (v: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const fixed = (digits: number) => (v: number) => v.toFixed(digits);
const msText = (v: number) => `${Math.round(v)}`;

/** "67 (52–80)": the median of the runs and their range. */
function figure(values: number[], format: (v: number) => string, unit = ''): string {
  return `${format(median(values))}${unit} (${range(values, format)})`;
}

function rowOf(page: Page, runs: Reading[], staticRuns: Reading[]): BenchRow {
  const pick = (key: keyof Reading) => runs.map((run) => run[key]);
  const staticMedian = (key: keyof Reading) => median(staticRuns.map((run) => run[key]));
  const ratio = (key: keyof Reading) => (median(pick(key)) / Math.max(staticMedian(key), key === 'performance' ? 1 : 0.001)).toFixed(2);
  const measured = [
    `perf ${figure(pick('performance'), fixed(0))} = ${ratio('performance')}× static ${staticMedian('performance')}`,
    `CLS ${figure(pick('cls'), fixed(3))} vs ${staticMedian('cls').toFixed(3)}`,
    `TBT ${figure(pick('tbt'), msText, ' ms')} vs ${msText(staticMedian('tbt'))}`,
    `LCP ${figure(pick('lcp'), msText, ' ms')} = ${ratio('lcp')}×`,
    `${runs.length} runs`,
  ].join('; ');
  const { tbtBudget } = page;
  if (tbtBudget === null) return { what: `Lighthouse 12 mobile, ${page.name} demo page`, budget: '(reference)', measured, verdict: 'n/a' };
  const ok = median(pick('performance')) >= 90 && median(pick('cls')) <= 0.05 && median(pick('tbt')) <= tbtBudget;
  return {
    what: `Lighthouse 12 mobile, ${page.name} demo page (median, range; vs the static page of the same cards)`,
    budget: `perf ≥ 90, CLS ≤ 0.05, TBT ≤ ${tbtBudget} ms`,
    measured,
    verdict: ok ? 'ok' : 'over',
  };
}

/** The static page's own figures: its TBT, with no script to run, is the machine's load. */
function staticFigures(runs: Reading[]): string {
  const of = (key: keyof Reading) => runs.map((run) => run[key]);
  return `perf ${figure(of('performance'), fixed(0))}; TBT ${figure(of('tbt'), msText, ' ms')}; LCP ${figure(of('lcp'), msText, ' ms')}`;
}

/** The static first view on the host: saved by this bench unless browserRows already did. */
async function staticPage(browser: Browser, demo: string, host: string): Promise<string | null> {
  const servedRoot = process.env.CANOPY_SERVED_ROOT;
  return servedRoot ? saveFirstViewPage(browser, `${demo}/embedded.html`, host, servedRoot) : null;
}

export async function lighthouseRows(): Promise<BenchRow[]> {
  const started = performance.now();
  const teardown = process.env.CANOPY_HOST_ORIGIN ? null : await globalSetup();
  const { host, demo } = origins();
  const port = await freePort();
  // Lighthouse drives the same Chromium as every other browser row, through its debugging port.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  mkdirSync(REPORTS, { recursive: true });
  try {
    const staticUrl = await staticPage(browser, demo, host);
    if (!staticUrl) return [{ what: 'Lighthouse mobile, embedded demo page', budget: 'perf ≥ 90', measured: 'needs the bench’s own host', verdict: 'n/a' }];
    const pages: Page[] = [
      { name: 'static', url: staticUrl, tbtBudget: null },
      { name: 'embedded', url: `${demo}/embedded.html`, tbtBudget: 200 },
      { name: 'framelessEmbed', url: `${demo}/frameless.html`, tbtBudget: 300 },
      { name: 'whiteLabel', url: `${demo}/white-label.html`, tbtBudget: null },
    ];
    const readings = new Map<string, Reading[]>(pages.map((page) => [page.name, []]));
    // A first visit fills the host's caches; it is not counted.
    await audit(port, pages[1]);
    for (let run = 0; run < RUNS; run++) {
      for (const page of run % 2 === 0 ? pages : [...pages].reverse()) readings.get(page.name)!.push(await audit(port, page));
    }
    const staticRuns = readings.get('static')!;
    const rows = pages.filter((page) => page.name !== 'static').map((page) => rowOf(page, readings.get(page.name)!, staticRuns));
    rows.push({
      what: 'Lighthouse 12 mobile, the static page of the same cards (reference)',
      budget: '(reference)',
      measured: `${staticFigures(staticRuns)}; bench time ${((performance.now() - started) / 1000).toFixed(0)} s; reports in ${REPORTS}`,
      verdict: 'n/a',
    });
    return rows;
  } finally {
    await browser.close();
    await teardown?.();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  lighthouseRows().then((rows) => {
    for (const row of rows) console.log(`${row.verdict.padEnd(4)} ${row.what}\n     ${row.measured}`);
  });
}

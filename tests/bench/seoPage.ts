// The bench rows of the server-side include (DESIGN §1.6, docs/embedding.md § Search engines): the first product
// card of the demo's SEO page, which its server drew from the host's fragment, against the same first view as static
// HTML (it should be about 1×: the card is in the page's own HTML), and the layout shift of the hand-over to the widget.
import type { Browser } from '@playwright/test';
import { cumulativeLayoutShift, type Shift } from '../e2e/support/layoutShifts';
import { alternate, pairedRatioRow, timeToCard } from './firstCard';
import type { BenchRow } from './row';

// The shifts of the partner page, and when loader.js started to run (its first read of window.Canopy): the demo
// page's own header, which its site.js draws, moves the page before any of Canopy's code runs.
const SHIFTS = `(() => {
  if (window !== top) return;
  window.__shifts = [];
  window.__loaderRan = null;
  let api;
  Object.defineProperty(window, 'Canopy', {
    configurable: true,
    get() { window.__loaderRan ??= performance.now(); return api; },
    set(value) { window.__loaderRan ??= performance.now(); api = value; },
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** The layout shift of one visit to the SEO page, from loader.js's start until the widget has taken the fragment's place. */
async function handoverShift(browser: Browser, seoUrl: string, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(SHIFTS);
  const page = await context.newPage();
  await page.goto(seoUrl);
  await page.locator('#canopy-menu .canopy-fragment').waitFor({ state: 'detached', timeout: 60_000 });
  await page.frameLocator('#canopy-menu iframe').locator('article.cn-pcard').first().waitFor({ timeout: 60_000 });
  // The widget sizes its iframe after it is shown: a few frames later, the page is still.
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  const { shifts, loaderRan } = await page.evaluate(() => {
    const win = window as unknown as { __shifts: Shift[]; __loaderRan: number | null };
    return { shifts: win.__shifts, loaderRan: win.__loaderRan ?? 0 };
  });
  await context.close();
  return cumulativeLayoutShift(shifts.filter((shift) => shift.startTime >= loaderRan));
}

export async function seoRows(browser: Browser, seoUrl: string, staticUrl: string | null): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  if (staticUrl) {
    const run = await alternate(browser, staticUrl, () => timeToCard(browser, seoUrl, 'static'));
    const seo = pairedRatioRow(
      run.timings.map((t) => t.fromNavigation),
      run.baselines,
    );
    rows.push({
      what: 'first product card on the SEO page (the fragment its server included), from navigation, vs the same first view as static HTML',
      budget: '≈ 1× static page (≤ 1.2×)',
      measured: seo.text,
      verdict: seo.ratio <= 1.2 ? 'ok' : 'over',
    });
  }
  for (const width of [375, 1280]) {
    const cls = await handoverShift(browser, seoUrl, width);
    rows.push({
      what: `layout shift of the SEO page’s hand-over to the widget (from loader.js’s start), ${width} px`,
      budget: '< 0.1',
      measured: cls.toFixed(3),
      verdict: cls < 0.1 ? 'ok' : 'over',
    });
  }
  return rows;
}

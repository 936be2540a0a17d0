import { chromium, type Browser, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import globalSetup from '../e2e/support/globalSetup';
import { chromiumPath } from '../e2e/support/chromiumPath';
import { origins } from '../e2e/support/origins';
import { firstCardRows, saveFirstViewPage } from './firstCard';
import { seoRows } from './seoPage';
import { kb, ms, msSpread, spreadOf, type BenchRow } from './row';

// One filter click reads 67 ms on a quiet machine and 262 ms under load: enough clicks for a spread.
const FILTER_CLICKS = 15;
const CARD = 'article.cn-pcard';

/** DESIGN §3 rows a browser must measure: the widget JS fetched before the first menu render (both runtimes), the
 * first product card against a static page of the same cards, and a filter click to the updated grid. */
export async function browserRows(): Promise<BenchRow[]> {
  const teardown = process.env.CANOPY_HOST_ORIGIN ? null : await globalSetup();
  const { host, demo } = origins();
  const servedRoot = process.env.CANOPY_SERVED_ROOT;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await warm(browser, `${host}/embed/stores/1/menu`);
    const firstViewStatic = servedRoot ? await saveFirstViewPage(browser, `${demo}/embedded.html`, host, servedRoot) : null;
    return [
      await initialJsRow(browser, `${host}/embed/stores/1/menu`, 'preact/compat', 90 * 1024),
      await initialJsRow(browser, `${host}/embed/stores/1/menu?runtime=react`, 'React 19', null),
      ...(await firstCardRows(browser, {
        embedded: `${demo}/embedded.html`,
        whiteLabel: `${demo}/white-label.html`,
        frameless: `${demo}/frameless.html`,
        firstViewFrame: `${demo}/bench-first-view-frame.html`,
        minimalStatic: `${host}/static-menu/1`,
        firstViewStatic,
      })),
      ...(await seoRows(browser, `${demo}/seo.html`, firstViewStatic)),
      await filterClickRow(browser, `${host}/embed/stores/1/menu`),
    ];
  } finally {
    await browser.close();
    await teardown?.();
  }
}

async function fresh(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function warm(browser: Browser, url: string) {
  const page = await fresh(browser);
  await page.goto(url);
  await page.locator(CARD).first().waitFor({ timeout: 60_000 });
  await page.context().close();
}

/** In the page from its first script on: the time the first product card was added to the document (window.__firstCardAt). */
const FIRST_CARD_CLOCK = `new MutationObserver((_, observer) => {
  if (!document.querySelector(${JSON.stringify(CARD)})) return;
  window.__firstCardAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/**
 * The JS the page asked for before its first card was drawn: what the first render needed. Counted by the request's
 * start in the page's resource timing against the card's time, not by what had arrived when the test saw the card: a
 * chunk fetched after the first render (a lazy screen warmed while idle) arrived before that on a slow run (95 KB in
 * 8 files once, 87 KB in 4 otherwise).
 */
async function initialJsRow(browser: Browser, url: string, runtime: string, budget: number | null): Promise<BenchRow> {
  const page = await fresh(browser);
  await page.addInitScript(FIRST_CARD_CLOCK);
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript'))
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  await page.goto(url);
  await page.waitForFunction(() => typeof (window as { __firstCardAt?: number }).__firstCardAt === 'number', undefined, { timeout: 60_000 });
  const askedBefore = new Set(
    await page.evaluate(() => {
      const cardAt = (window as { __firstCardAt?: number }).__firstCardAt!;
      return performance.getEntriesByType('resource').flatMap((entry) => (entry.startTime <= cardAt ? [entry.name] : []));
    }),
  );
  const urls = [...scripts.keys()].filter((scriptUrl) => askedBefore.has(scriptUrl));
  const bodies = await Promise.all(urls.map((scriptUrl) => scripts.get(scriptUrl)!));
  await page.context().close();
  const size = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return {
    what: `widget JS before the first menu render, gzip (${runtime}, Chromium)`,
    budget: budget === null ? '(reference)' : `≤ ${kb(budget)}`,
    measured: `${kb(size)} in ${urls.length} files`,
    verdict: budget === null ? 'n/a' : size <= budget ? 'ok' : 'over',
  };
}

async function filterClickRow(browser: Browser, menuUrl: string): Promise<BenchRow> {
  const page = await fresh(browser);
  await page.goto(menuUrl);
  await page.locator(CARD).first().waitFor({ timeout: 60_000 });
  const times: number[] = [];
  const tabs = await page.getByRole('tab').count();
  // Round the kind tabs (All included) until FILTER_CLICKS clicks: each click changes the tab, so each one filters.
  for (let click = 1; tabs > 1 && click <= FILTER_CLICKS; click++) times.push(await page.evaluate<number>(filterClickScript(click % tabs)));
  await page.context().close();
  if (times.length === 0) return { what: 'filter click to updated grid', budget: '≤ 100 ms', measured: 'no filter tabs found', verdict: 'n/a' };
  return {
    what: `filter click to updated grid (${times.length} clicks round ${tabs} kind tabs)`,
    budget: '≤ 100 ms',
    measured: `${msSpread(times)}, worst ${ms(Math.max(...times))}`,
    verdict: spreadOf(times).median <= 100 ? 'ok' : 'over',
  };
}

// A string, not a function: tsx's name-keeping helper (__name) does not exist inside the page.
function filterClickScript(tabIndex: number): string {
  return `(async () => {
    const tab = document.querySelectorAll('[role=tab]')[${tabIndex}];
    const results = document.getElementById('cn-results');
    const before = results.querySelector('[role=status]')?.textContent;
    const started = performance.now();
    tab.click();
    await new Promise((resolve) => {
      const done = () => results.getAttribute('aria-busy') === 'false' && results.querySelector('[role=status]')?.textContent !== before;
      if (done()) return resolve();
      const observer = new MutationObserver(() => {
        if (done()) { observer.disconnect(); resolve(); }
      });
      observer.observe(results, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - started;
  })()`;
}

// DESIGN §3 "interaction to next paint, phone profile (390×844, CPU 4×): filter, sort, search, add to bag, open
// product ≤ 200 ms each". A fresh phone-sized page per run, its renderer's CPU slowed 4× (as Lighthouse's mobile
// profile, whose 1.75 device pixel ratio it also takes), runs the five interactions a shopper makes in turn; each
// is read with the Event Timing API (eventTiming.ts). Median of 5 runs per interaction, printed with its spread.
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '../e2e/support/chromiumPath';
import { origins } from '../e2e/support/origins';
import { EVENT_TIMING_SCRIPT, interactionLatency, type EventTimingWindow } from './eventTiming';
import { msSpread, spreadOf, type BenchRow } from './row';

const RUNS = 5;
const BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
// The host draws a phone's first view for a user agent that says "Mobi" (demo-host/server/firstView.ts).
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WAIT = { timeout: 60_000 };
const RESULTS = '#cn-results';

type Interaction = 'filter click' | 'sort' | 'search typing' | 'add to bag' | 'open a product';
const INTERACTIONS: Interaction[] = ['filter click', 'sort', 'search typing', 'add to bag', 'open a product'];

// Conditions read in the page, as functions: the widget's CSP refuses a string evaluated there (waitForFunction
// evaluates a string predicate with eval). Each is self-contained, as Playwright sends its source to the page.
type Condition<Arg> = (arg: Arg) => boolean;
const settled: Condition<null> = () => !document.querySelector('#cn-results[aria-busy="true"]');
const kindTabSelected: Condition<number> = (index) =>
  document.querySelectorAll('[aria-label="Product categories"] [role=tab]')[index]?.getAttribute('aria-selected') === 'true' &&
  !document.querySelector('#cn-results[aria-busy="true"]');
const sortChangedFrom: Condition<string> = (before) =>
  (document.querySelector('.cn-sort select') as HTMLSelectElement | null)?.value !== before && !document.querySelector('#cn-results[aria-busy="true"]');
const countChangedFrom: Condition<string | null> = (before) =>
  !document.querySelector('#cn-results[aria-busy="true"]') && document.querySelector('#cn-results .cn-results__count')?.textContent !== before;
// The bag drawer opens once the add has been answered; a refused add says so in the card's status instead.
const addAnswered: Condition<null> = () =>
  Boolean(document.querySelector('[role=dialog][aria-label="Your bag"]')) ||
  [...document.querySelectorAll('#cn-results .cn-pcard [role=status]')].some((status) => (status.textContent ?? '').startsWith('Could not add'));
const productShown: Condition<null> = () => Boolean(document.querySelector('article.cn-pdp h1'));

async function phonePage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });
  await context.addInitScript(EVENT_TIMING_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.locator(`${RESULTS} article.cn-pcard`).first().waitFor(WAIT);
  await page.waitForFunction(settled, null, WAIT);
  return page;
}

// Polled every 50 ms rather than every frame, so that the polling itself adds little to the frames it measures.
const POLL = { timeout: 20_000, polling: 50 };

/**
 * Does one interaction and waits for what it visibly leads to (`outcome`), then reads its latency. The entries of an
 * interaction are reported after the frame that paints it; one still without an entry a second later took under the
 * threshold. Only inputs made after the interaction started count (by the page's clock), so a late report of an
 * earlier one (the Escape that closes the bag) is not counted in the next.
 */
async function measure(page: Page, act: () => Promise<void>, outcome: () => Promise<unknown>): Promise<number | null> {
  try {
    const started = await page.evaluate(() => performance.now());
    await act();
    await outcome();
    const reported = (since: number) => (window as unknown as EventTimingWindow).__eventEntries.some((e) => e.startTime >= since && e.interactionId > 0);
    await page.waitForFunction(reported, started, { timeout: 1_000, polling: 'raf' }).catch(() => undefined);
    const entries = await page.evaluate((since) => (window as unknown as EventTimingWindow).__eventEntries.filter((e) => e.startTime >= since), started);
    return interactionLatency(entries);
  } catch (error) {
    // One interaction that did not lead where it should is counted as a failed run of its row, not the bench's end.
    console.error(`phone profile: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
    return null;
  }
}

/**
 * Scrolls `target` into view and lets the browser draw what the scroll brought near (content-visibility, lazy rows),
 * as a shopper's thumb scrolls to a card and then taps it: Playwright's tap scrolls in the same instant it touches, so
 * the frame drawing the scroll was read as the tap's input delay (add to bag: pointerdown waited 90–160 ms for it).
 */
async function scrolledTo(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(true))))), null, POLL);
}

/** The five interactions of one run, in a shopper's order, on one page: each starts from the previous one's outcome. */
async function oneRun(browser: Browser, menuUrl: string): Promise<Record<Interaction, number | null>> {
  const page = await phonePage(browser, menuUrl);
  try {
    const tab = page.getByRole('tablist', { name: 'Product categories' }).getByRole('tab').nth(1);
    await scrolledTo(page, tab);
    const filter = await measure(
      page,
      () => tab.tap(),
      () => page.waitForFunction(kindTabSelected, 1, POLL),
    );
    // The sort select changes with the arrow key (a closed select's keyboard use), one trusted keystroke.
    const select = page.getByRole('combobox', { name: 'Sort' });
    const sortBefore = await select.inputValue();
    await select.focus();
    const sort = await measure(
      page,
      () => page.keyboard.press('ArrowDown'),
      () => page.waitForFunction(sortChangedFrom, sortBefore, POLL),
    );
    // A word of the first card's name, typed at a brisk pace; the menu searches 300 ms after the last key (000 §9).
    const name = (await page.locator(`${RESULTS} .cn-pcard__name`).first().textContent()) ?? '';
    const word = name.split(/\s+/).find((part) => part.length >= 3) ?? name.trim().slice(0, 6);
    const countBefore = await page.locator(`${RESULTS} .cn-results__count`).first().textContent();
    await page.getByRole('searchbox', { name: /^Search / }).focus();
    const search = await measure(
      page,
      () => page.keyboard.type(word, { delay: 120 }),
      () => page.waitForFunction(countChangedFrom, countBefore, POLL),
    );
    const addButton = page.locator(`${RESULTS} button.cn-pcard__add:not([disabled])`).first();
    await scrolledTo(page, addButton);
    const add = await measure(
      page,
      () => addButton.tap(),
      () => page.waitForFunction(addAnswered, null, POLL),
    );
    const bag = page.getByRole('dialog', { name: 'Your bag' });
    if (await bag.count()) {
      await page.keyboard.press('Escape');
      await bag.waitFor({ state: 'detached', ...WAIT });
    }
    const product = page.locator(`${RESULTS} .cn-pcard__name a`).first();
    await scrolledTo(page, product);
    const open = await measure(
      page,
      () => product.tap(),
      () => page.waitForFunction(productShown, null, POLL),
    );
    return { 'filter click': filter, sort, 'search typing': search, 'add to bag': add, 'open a product': open };
  } finally {
    await page.context().close();
  }
}

export async function phoneRows(): Promise<BenchRow[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const latencies = new Map<Interaction, (number | null)[]>(INTERACTIONS.map((interaction) => [interaction, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      const measured = await oneRun(browser, `${origins().host}/embed/stores/1/menu`);
      for (const interaction of INTERACTIONS) latencies.get(interaction)!.push(measured[interaction]);
    }
  } finally {
    await browser.close();
  }
  return INTERACTIONS.map((interaction) => {
    const values = latencies.get(interaction)!.filter((value): value is number => value !== null);
    const failed = RUNS - values.length;
    const what = `interaction to next paint, phone profile (390×844, CPU ${CPU_SLOWDOWN}×, Event Timing): ${interaction}`;
    if (values.length === 0) return { what, budget: `≤ ${BUDGET_MS} ms`, measured: `not measured: all ${RUNS} runs failed`, verdict: 'n/a' };
    return {
      what,
      budget: `≤ ${BUDGET_MS} ms`,
      measured: `${msSpread(values)}${failed ? `, ${failed} failed` : ''}`,
      verdict: spreadOf(values).median <= BUDGET_MS ? 'ok' : 'over',
    };
  });
}

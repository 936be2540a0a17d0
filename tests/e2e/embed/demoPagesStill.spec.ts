import { expect, test, type Page } from '@playwright/test';
import { origins } from '../support/origins';
import { cumulativeLayoutShift, type Shift } from '../support/layoutShifts';

// DESIGN §3 Lighthouse mobile (CLS ≤ 0.05) on the demo's embed pages, read as sizes: before any of Canopy's code has
// run, the page is already laid out as it stays (its header in the first paint, the menu's space kept by its
// stylesheet), and the widget's carousels are not scrolled by their own snapping when they are laid out (Chromium
// ends the page's Largest Contentful Paint at the first scroll).
const PHONE = { width: 412, height: 823 };
const DEMO_EMBED_PAGES = ['embedded', 'frameless', 'white-label'];

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) shifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const name of DEMO_EMBED_PAGES) {
  test(`${name}.html keeps a viewport’s height for the menu and moves nothing, with the loader still to come (phone)`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await recordShifts(page);
    // The loader never arrives: what the page lays out is its own doing.
    await page.route(/\/loader\.js$/, (route) => route.abort());
    await page.goto(`${origins().demo}/${name}.html`);
    await expect(page.locator('.gl-footer')).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('#canopy-menu').evaluate((el) => el.getBoundingClientRect().height)).toBe(PHONE.height);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    expect(cumulativeLayoutShift(shifts)).toBe(0);
  });
}

test('the first view’s carousels lie at their start: snapping does not scroll them as they are laid out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // No widget script: the host's first view alone, as Lighthouse's static reference page shows it.
  await page.route(/\/widget(-react)?\/.*\.js$/, (route) => route.abort());
  await page.goto(`${origins().demo}/embedded.html`);
  const tracks = page.frameLocator('#canopy-menu iframe').locator('#canopy-first-view .cn-pcar__track').filter({ visible: true });
  await expect(tracks.first().locator('article.cn-pcard').first()).toBeVisible();
  await tracks.first().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const offsets = await tracks.evaluateAll((elements) => elements.map((element) => element.scrollLeft));
  expect(offsets.length).toBeGreaterThan(0);
  expect(offsets).toEqual(offsets.map(() => 0));
});

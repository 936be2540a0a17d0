import { expect, test, type Page } from '@playwright/test';
import { origins } from '../support/origins';

// DESIGN §3 Lighthouse mobile (CLS ≤ 0.05) on the demo's embed pages: the menu's ranked rows (001 §7) arrive after its
// first screen, and their arrival moves none of the menu's cards. Read from the browser's own layout-shift entries and
// their sources (sizes, not times): in the iframe the whole menu is in the frame's viewport, so a card pushed down
// anywhere counted (the inline row inserted after the grid's first screen read 0.034 at 375 px, Lighthouse 0.070).
type Moved = { value: number; nodes: string[] };

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: Moved[] = [];
    (window as unknown as { moved: Moved[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
        moved.push({ value: entry.value, nodes: entry.sources.map(({ node }) => (node instanceof Element ? node.className : String(node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const CASES = [
  { page: 'embedded', width: 375, frame: '#canopy-menu iframe' },
  { page: 'embedded', width: 1280, frame: '#canopy-menu iframe' },
  { page: 'frameless', width: 375, frame: null },
  { page: 'frameless', width: 1280, frame: null },
];

for (const { page: name, width, frame } of CASES) {
  test(`${name}.html at ${width} px: the ranked rows arrive without moving a product card`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await recordShifts(page);
    await page.goto(`${origins().demo}/${name}.html`);
    const menu = frame ? page.frameLocator(frame) : page.locator('#canopy-menu');
    // The service's rows are in: the inline row after the grid's first screen, the rows below the grid.
    await expect(menu.locator('#cn-results .cn-results__rows .cn-rcard').first()).toBeVisible({ timeout: 20_000 });
    if (!frame) {
      // framelessEmbed's viewport is the screen: the rows below the grid draw their cards as the shopper scrolls near.
      await expect(menu.locator('.cn-menu__rows .cn-menu__row')).not.toHaveCount(0);
      await expect(menu.locator('.cn-menu__rows .cn-rcard')).toHaveCount(0);
      await menu.locator('.cn-menu__rows .cn-pcar').first().scrollIntoViewIfNeeded();
    }
    await expect(menu.locator('.cn-menu__rows .cn-rcard').first()).toBeAttached();
    await expect(menu.locator('[data-testid="inline-row-placeholder"]')).toHaveCount(0);
    const widgetFrame = frame ? page.frames().find((f) => f.url().includes('/embed/')) : page.mainFrame();
    const moved = await widgetFrame!.evaluate(() => (window as unknown as { moved: Moved[] }).moved);
    const cardsMoved = moved.filter((shift) => shift.nodes.some((node) => /cn-pcard|cn-results__item|cn-results__rows|cn-pcar\b/.test(node)));
    expect(cardsMoved).toEqual([]);
  });
}

// The inline row keeps at least the height of its placeholder (drawn of the grid's first cards, weight buttons and all),
// so the grid below it does not move up either; a row of shorter cards (none with weight buttons) leaves that room
// below its cards, not as an empty band inside each of them.
for (const width of [375, 1280]) {
  test(`embedded.html at ${width} px: the inline row's cards are their own height, whatever place the row keeps`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.goto(`${origins().demo}/embedded.html`);
    const row = page.frameLocator('#canopy-menu iframe').locator('#cn-results .cn-results__rows:has(.cn-rcard)');
    await expect(row.locator('.cn-rcard').first()).toBeVisible({ timeout: 20_000 });
    const cardHeights = () => row.locator('article.cn-pcard').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    const drawn = await cardHeights();
    // A place kept 200 px taller (a placeholder of taller cards than the row's): the cards stay as they were.
    await row.evaluate((item: HTMLElement) => (item.style.minHeight = `${item.getBoundingClientRect().height + 200}px`));
    expect(await cardHeights()).toEqual(drawn);
  });
}

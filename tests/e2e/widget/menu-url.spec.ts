import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { outboxDelivered } from '../support/messagesDelivered';
import { origins } from '../support/origins';
import { WidgetPage } from './support/WidgetPage';

// 000 §2: the store menu keeps its filters, search and sort in its route, which the loader mirrors into the
// partner page's ?canopy= (DESIGN §1.5), so a reload, a shared link and Back from a product show the same menu.
// Both embeddings through the real snippet on the demo partner site (a second origin).
const pages = { iframe: '/embedded.html', frameless: '/frameless.html' } as const;
type Embedding = keyof typeof pages;

async function open(page: Page, embedding: Embedding, route?: string): Promise<WidgetPage> {
  await page.goto(`${origins().demo}${pages[embedding]}${route ? `?canopy=${encodeURIComponent(route)}` : ''}`);
  const widget = new WidgetPage(page, embedding === 'iframe' ? page.frameLocator('#canopy-menu iframe') : page);
  await widget.waitForMenu();
  return widget;
}

/** The widget's window: its iframe's, or the partner page's own in framelessEmbed. */
async function widgetWindow(page: Page, embedding: Embedding): Promise<Frame> {
  if (embedding === 'frameless') return page.mainFrame();
  const frame = await (await page.locator('#canopy-menu iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no widget frame in #canopy-menu');
  return frame;
}

/** The widget route in the partner page's address. */
const hostRoute = (page: Page) => new URL(page.url()).searchParams.get('canopy') ?? '';

const cardNames = (widget: WidgetPage) => widget.cards().locator('.cn-pcard__name').allTextContents();

/** Flower, the second brand of the Brand list, Price Low to High; returns the brand and the settled card names. */
async function filterFlowerByBrandSortedByPrice(widget: WidgetPage): Promise<{ brand: string; names: string[]; count: number }> {
  const all = await widget.count();
  await widget.tab(/^Flower/).click();
  const flowers = await widget.countChangedFrom(all);
  await widget.filterButton('Brand').click();
  const option = widget.root.locator('label.cn-check').nth(1);
  const brand = (await option.locator('.cn-check__label').textContent())!.trim();
  await option.locator('input').check();
  const count = await widget.countChangedFrom(flowers);
  await widget.page.keyboard.press('Escape');
  await widget.sort().selectOption({ label: 'Price Low to High' });
  await expect
    .poll(async () => {
      const prices = await widget.cardPrices();
      return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
    })
    .toBe(true);
  await widget.count();
  // The route reaches the partner page's address after the outbox's debounce (000 §1: 275 ms).
  await expect.poll(() => hostRoute(widget.page)).toContain('sort=price-low-to-high');
  const route = new URL(hostRoute(widget.page), 'https://x.invalid');
  expect(route.searchParams.get('kind')).toBe('flower');
  expect(route.searchParams.get('brand')).toBe(brand);
  return { brand, names: await cardNames(widget), count };
}

async function expectFiltered(widget: WidgetPage, expected: { brand: string; names: string[]; count: number }) {
  await expect(widget.tab(/^Flower/)).toHaveAttribute('aria-selected', 'true');
  await expect(widget.root.getByRole('button', { name: `Remove filter ${expected.brand}` })).toBeVisible();
  await expect(widget.sort()).toHaveValue('price-low-to-high');
  expect(await widget.count()).toBe(expected.count);
  expect(await cardNames(widget)).toEqual(expected.names);
  expect(new Set(await widget.cardBrands())).toEqual(new Set([expected.brand]));
}

for (const embedding of ['iframe', 'frameless'] as const) {
  test.describe(`menu filters in the URL (${embedding})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('kind, brand and price sort survive a reload: same filters, same order, chips shown', async ({ page }) => {
      const widget = await open(page, embedding);
      const chosen = await filterFlowerByBrandSortedByPrice(widget);
      await page.reload();
      await widget.waitForMenu();
      await expectFiltered(widget, chosen);
    });

    test('a shared link opens the same filtered menu in a fresh page', async ({ page, browser }) => {
      const widget = await open(page, embedding);
      const chosen = await filterFlowerByBrandSortedByPrice(widget);
      const other = await browser.newPage();
      try {
        const shared = await open(other, embedding, hostRoute(page));
        await expectFiltered(shared, chosen);
      } finally {
        await other.close();
      }
    });

    test('Back from a product keeps the filters', async ({ page }) => {
      const widget = await open(page, embedding);
      const chosen = await filterFlowerByBrandSortedByPrice(widget);
      const card = widget.cards().first();
      const name = (await card.locator('.cn-pcard__name').textContent())!.trim();
      await card.getByRole('link', { name }).click();
      await expect(widget.root.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => hostRoute(page)).toContain('/products/');
      await page.goBack();
      await widget.waitForMenu();
      await expectFiltered(widget, chosen);
      expect(hostRoute(page)).toContain('sort=price-low-to-high');
    });

    test('filter clicks replace the partner page’s entry, so Back leaves the filtered menu, and nothing writes back', async ({ page }) => {
      const widget = await open(page, embedding);
      const all = await widget.count();
      const before = await page.evaluate(() => history.length);
      await widget.tab(/^Flower/).click();
      const flowers = await widget.countChangedFrom(all);
      await expect.poll(() => hostRoute(page)).toBe('/menu?kind=flower');
      await widget.tab(/^Vapes/).click();
      await widget.countChangedFrom(flowers);
      await expect.poll(() => hostRoute(page)).toBe('/menu?kind=vape');
      // A query-only route change replaces (loader/createUrlSync.ts): two filter clicks, no new entries.
      expect(await page.evaluate(() => history.length)).toBe(before);
      // Nothing writes back: whatever the widget still had to report (a late Flower route, an echo of the address)
      // is delivered now, and the address still names the Vapes menu.
      const landed = hostRoute(page);
      await outboxDelivered(page, await widgetWindow(page, embedding));
      expect(hostRoute(page)).toBe(landed);
    });

    test('000 §2: a pre-filtered locked link stays locked, and in the URL, after Clear all and a reload', async ({ page, request }) => {
      const answer = await request.get(`${origins().host}/api/v1/stores/1/menu_products?per_page=1`);
      const brand = Object.keys((await answer.json()).facets.brand)[0];
      const widget = await open(page, embedding, `/menu?brand=${encodeURIComponent(brand)}&hard=brand`);
      const locked = widget.root.getByTitle('Set by this page');
      await expect(locked).toContainText(brand);
      expect(new Set(await widget.cardBrands())).toEqual(new Set([brand]));
      const all = await widget.count();

      await widget.filterButton('Lineage').click();
      await widget.root.locator('label.cn-check').first().locator('input').check();
      await widget.countChangedFrom(all);
      await widget.page.keyboard.press('Escape');
      await expect.poll(() => hostRoute(page)).toContain('category=');
      await widget.root.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(() => widget.count()).toBe(all);
      await expect(locked).toContainText(brand);
      await expect(widget.root.getByRole('button', { name: `Remove filter ${brand}` })).toHaveCount(0);
      await expect.poll(() => hostRoute(page)).not.toContain('category=');
      const route = new URL(hostRoute(page), 'https://x.invalid');
      expect(route.searchParams.get('brand')).toBe(brand);
      expect(route.searchParams.get('hard')).toBe('brand');

      await page.reload();
      await widget.waitForMenu();
      await expect(locked).toContainText(brand);
      expect(new Set(await widget.cardBrands())).toEqual(new Set([brand]));
    });
  });
}

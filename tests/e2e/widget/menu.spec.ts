import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { WidgetPage } from './support/WidgetPage';

// The catalogue through the real snippet on the demo partner site (a second origin): in the loader's iframe
// and in framelessEmbed's shadow root (DESIGN §1.4).
const mounts: [string, (page: Page) => Promise<WidgetPage>][] = [
  ['iframe (embedded)', (page) => WidgetPage.embedded(page)],
  ['shadow root (framelessEmbed)', (page) => WidgetPage.frameless(page)],
];

for (const [name, open] of mounts) {
  test.describe(`store menu in ${name}`, () => {
    test.describe.configure({ timeout: 60_000 });
    test('search narrows the menu', async ({ page }) => {
      const widget = await open(page);
      const all = await widget.count();
      await widget.search().fill('gummies');
      const found = await widget.countChangedFrom(all);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(all);
    });

    test('filtering by kind shows that kind and changes the brand counts', async ({ page }) => {
      const widget = await open(page);
      await widget.filterButton('Brand').click();
      const brand = (await widget.root.locator('label.cn-check .cn-check__label').first().textContent())!;
      const brandCountBefore = await widget.facetCount(brand);
      await widget.page.keyboard.press('Escape');

      const vapes = widget.tab(/^Vapes/);
      const tabCount = Number(await vapes.locator('.cn-tab__count').textContent());
      const all = await widget.count();
      await vapes.click();
      await expect(vapes).toHaveAttribute('aria-selected', 'true');
      expect(await widget.countChangedFrom(all)).toBe(tabCount);

      await widget.filterButton('Brand').click();
      const after = widget.root.locator('label.cn-check', { hasText: brand });
      const brandCountAfter = (await after.count()) ? await widget.facetCount(brand) : 0;
      expect(brandCountAfter).not.toBe(brandCountBefore);
    });

    test('filtering by brand shows only that brand, as many as its count said', async ({ page }) => {
      const widget = await open(page);
      const all = await widget.count();
      await widget.filterButton('Brand').click();
      const option = widget.root.locator('label.cn-check').nth(2);
      const brand = (await option.locator('.cn-check__label').textContent())!;
      const expected = await widget.facetCount(brand);
      await option.locator('input').check();
      expect(await widget.countChangedFrom(all)).toBe(expected);
      await widget.page.keyboard.press('Escape');
      const brands = await widget.cardBrands();
      expect(new Set(brands)).toEqual(new Set([brand]));
      await expect(widget.root.getByRole('button', { name: `Remove filter ${brand}` })).toBeVisible();
    });

    test('sorting by price orders the cards by the price they show', async ({ page }) => {
      const widget = await open(page);
      const all = await widget.count();
      // One weight filter: the cards show 3.5g and the price sort uses the 3.5g price (000 §5).
      await widget.filterButton('Weight').click();
      await widget.root.getByRole('checkbox', { name: /^3\.5g/ }).check();
      await widget.countChangedFrom(all);
      await widget.page.keyboard.press('Escape');
      await widget.sort().selectOption({ label: 'Price Low to High' });
      await expect
        .poll(async () => {
          const prices = await widget.cardPrices();
          return prices.length > 3 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
        })
        .toBe(true);
      const ascending = await widget.cardPrices();
      await widget.sort().selectOption({ label: 'Price High to Low' });
      await expect.poll(async () => (await widget.cardPrices())[0]).toBeGreaterThan(ascending[0]);
      const descending = await widget.cardPrices();
      expect(descending.every((p, i) => i === 0 || descending[i - 1] >= p)).toBe(true);
      const checked = await widget.cards().getByRole('radio', { checked: true }).allTextContents();
      expect(checked.every((text) => text.startsWith('3.5g'))).toBe(true);
    });

    test('a product opens and changing its weight changes its price', async ({ page }) => {
      const widget = await open(page);
      const all = await widget.count();
      await widget.tab(/^Flower/).click();
      await widget.countChangedFrom(all);
      const card = widget
        .cards()
        .filter({ has: widget.root.getByRole('radio', { name: /^28g/ }) })
        .first();
      const name = (await card.locator('.cn-pcard__name').textContent())!.trim();
      await card.getByRole('link', { name }).click();
      await expect(widget.root.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
      const group = widget.root.locator('.cn-buy').getByRole('radiogroup', { name: 'Weight' });
      const price = widget.root.locator('.cn-buy .cn-price__now');
      const before = await price.textContent();
      await group.getByRole('radio', { name: /^28g/ }).click();
      await expect(group.getByRole('radio', { name: /^28g/ })).toHaveAttribute('aria-checked', 'true');
      await expect(price).not.toHaveText(before!);
    });

    test('a special opens from the Deals tab', async ({ page }) => {
      const widget = await open(page);
      await widget.root.getByRole('link', { name: 'Deals', exact: true }).click();
      // Each special is an article whose heading links to its detail.
      await expect(widget.root.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
      const first = widget.root.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link').first();
      const title = (await first.textContent())!.trim();
      await first.click();
      await expect(widget.root.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 20_000 });
    });
  });
}

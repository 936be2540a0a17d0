import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { origins } from '../support/origins';
import { changeStoreFlags, type RestoreSettings } from '../support/storeSettings';
import { WidgetPage } from '../widget/support/WidgetPage';

// 000 §1 feature flags through the real snippet on the demo partner site: forced by the partner page's own URL
// (?featureFlagsOn= / ?featureFlagsOff=, which the loader forwards to the widget) and set by the store through the
// admin API. The terpene-filters flag shows or hides the menu's Terpenes facet.
const STORE_ID = 1;

const mounts: [string, (page: Page, query: string) => Promise<WidgetPage>][] = [
  ['iframe (embedded)', (page, query) => WidgetPage.embedded(page, `/embedded.html${query}`)],
  [
    'shadow root (framelessEmbed)',
    async (page, query) => {
      await page.goto(`${origins().demo}/frameless.html${query}`);
      const widget = new WidgetPage(page, page);
      await widget.waitForMenu();
      return widget;
    },
  ],
];

for (const [name, open] of mounts) {
  test.describe(`feature flags in ${name}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 60_000 });

    test('off by default; ?featureFlagsOn=terpene-filters on the partner page shows the Terpenes filter, which filters', async ({ page }) => {
      const plain = await open(page, '');
      await expect(plain.filterButton('Brand')).toBeVisible();
      await expect(plain.filterButton('Terpenes')).toHaveCount(0);

      const widget = await open(page, '?featureFlagsOn=terpene-filters');
      const all = await widget.count();
      await widget.filterButton('Terpenes').click();
      const option = widget.root.locator('label.cn-check').first();
      const terpene = (await option.locator('.cn-check__label').textContent())!;
      expect(terpene).not.toMatch(/^(THC|CBD|CBG)$/);
      const expected = await widget.facetCount(terpene);
      await option.locator('input').check();
      expect(await widget.countChangedFrom(all)).toBe(expected);
      await expect(widget.root.getByRole('button', { name: `Remove filter ${terpene}` })).toBeVisible();
    });

    test.describe('a store that turned terpene-filters on', () => {
      let restore: RestoreSettings | undefined;
      test.beforeAll(async ({ request }) => {
        restore = await changeStoreFlags(request, STORE_ID, { 'terpene-filters': true });
      });
      test.afterAll(async ({ playwright }) => {
        const later = await playwright.request.newContext();
        await restore?.(later);
        await later.dispose();
      });

      test('shows the filter, and ?featureFlagsOff=terpene-filters hides it', async ({ page }) => {
        const on = await open(page, '');
        await expect(on.filterButton('Terpenes')).toBeVisible();
        const off = await open(page, '?featureFlagsOff=terpene-filters');
        await expect(off.filterButton('Brand')).toBeVisible();
        await expect(off.filterButton('Terpenes')).toHaveCount(0);
      });
    });
  });
}

import { expect, test } from '@playwright/test';
import { drawerOpenOnAFlower, headerBottom, openRevealed, scrollIntoWidget } from '../e2e/loader/partnerHeader';
import { photo } from './photo';

// The bag drawer and the menu's filter bar under the demo site's sticky header, as the shopper sees them scrolled
// into the widget (tests/e2e/loader/fixedHeader.spec.ts checks where they sit).
for (const width of [375, 1280]) {
  test.describe(`under the partner's sticky header at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('the bag drawer', async ({ page, request }) => {
      const widget = await drawerOpenOnAFlower(page, request);
      await scrollIntoWidget(page, 300);
      const title = widget.drawer.getByRole('heading', { name: 'Your bag' });
      await expect.poll(async () => (await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom(page));
      await photo(page, widget.drawer, `drawer-under-header-${width}`, { fullPage: false });
    });

    test('the menu filter bar', async ({ page }) => {
      const widget = await openRevealed(page, 'iframe');
      const bar = widget.root.getByTestId('filter-bar');
      await expect(bar).toBeVisible({ timeout: 20_000 });
      await scrollIntoWidget(page, 900);
      await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(Math.floor(await headerBottom(page)));
      await photo(page, bar, `filter-bar-under-header-${width}`, { fullPage: false });
    });
  });
}

test('the frameless filter bar under the header at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const widget = await openRevealed(page, 'frameless');
  const bar = widget.root.getByTestId('filter-bar');
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => scrollTo(0, 3500));
  await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(Math.floor(await headerBottom(page)));
  await photo(page, bar, 'frameless-filter-bar-under-header-375', { fullPage: false });
});

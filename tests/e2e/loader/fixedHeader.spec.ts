import { expect, test } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';
import { drawerOpenOnAFlower, headerBottom, iframeOnTopAt, openRevealed, scrollIntoWidget } from './partnerHeader';

// The bag drawer in an iframe sized to its content: the partner page scrolls, not the iframe, and the
// demo site's header is sticky (as most shop headers are). The loader measures that header (topInset) and the
// widget opens the drawer and sticks its filter bar below it, so the drawer's title and close button can be
// seen and reached wherever the shopper has scrolled to.

for (const width of [375, 1280]) {
  test.describe(`under the partner's sticky header at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('the bag drawer opens below the header: its title and close button are on top and the close button works', async ({ page, request }) => {
      test.setTimeout(60_000);
      const widget = await drawerOpenOnAFlower(page, request);

      // Scrolled well into the widget, as a shopper reading the product would be; the drawer follows.
      await scrollIntoWidget(page, 300);
      const header = await headerBottom(page);
      expect(header).toBeGreaterThan(40);
      const title = widget.drawer.getByRole('heading', { name: 'Your bag' });
      const close = widget.drawer.getByRole('button', { name: /close/i });
      await expect.poll(async () => (await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header);
      expect((await close.boundingBox())!.y).toBeGreaterThanOrEqual(header);
      expect(await iframeOnTopAt(page, title)).toBe(true);
      expect(await iframeOnTopAt(page, close)).toBe(true);

      // A real pointer click at the close button's spot on the partner page reaches it.
      const box = (await close.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(widget.drawer).toBeHidden();
    });

    test('the menu filter bar sticks below the header, not under it', async ({ page }) => {
      const widget = await openRevealed(page, 'iframe');
      const bar = widget.root.getByTestId('filter-bar');
      await expect(bar).toBeVisible({ timeout: 20_000 });
      await scrollIntoWidget(page, 900);
      const header = await headerBottom(page);
      await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(Math.floor(header));
      expect(await iframeOnTopAt(page, bar)).toBe(true);
    });
  });
}

// framelessEmbed: the widget is in the partner's page (a shadow root), so its overlays are fixed above the page's
// header, and its filter bar sticks in the page's own viewport, below the header the loader measured.
test.describe("framelessEmbed under the partner's sticky header", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filter bar sticks below the header; the bag drawer covers the header and its close button works', async ({ page, request }) => {
    test.setTimeout(60_000);
    const widget = await openRevealed(page, 'frameless');
    const bar = widget.root.getByTestId('filter-bar');
    await expect(bar).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => scrollTo(0, 3500));
    const header = await headerBottom(page);
    await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(Math.floor(header));

    const flower = await OrderWidget.flower(request);
    await widget.goto(OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('canopy-skeleton')).toHaveCount(0);
    await widget.root.getByRole('radio', { name: /^1g/ }).first().press('Space');
    await widget.button('Add to bag').press('Enter');
    await expect(widget.drawer).toBeVisible();
    await page.evaluate(() => scrollTo(0, 600));
    const close = widget.drawer.getByRole('button', { name: 'Close bag' });
    const box = (await close.boundingBox())!;
    // The top-most element there is the widget's shadow host (the page sees no deeper), not the page's header.
    const hit = await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('#canopy-menu canopy-embed'), [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).toBe(true);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(widget.drawer).toBeHidden();
  });
});

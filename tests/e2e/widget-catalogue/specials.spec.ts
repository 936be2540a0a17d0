import { expect, test } from '@playwright/test';
import { CatalogueWidget } from './CatalogueWidget';
import type { Embedding } from './CatalogueWidget';

// 000 §4: open a special, through the loader, in the iframe and in framelessEmbed.
for (const embedding of ['iframe', 'frameless'] as Embedding[]) {
  test(`${embedding}: from the menu's deals tab to a special's detail`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const widget = await CatalogueWidget.open(page, embedding);
    await widget.root
      .getByRole('navigation', { name: /Canopy Silver Lake pages/ })
      .getByRole('link', { name: 'Deals' })
      .click();
    await expect(widget.heading('Specials at Canopy Silver Lake', 2)).toBeVisible();

    const special = widget.link('15% off all edibles');
    await expect(special).toBeVisible();
    await special.click();

    // The summary panel, the status of the (empty) bag, and no footer while not qualified (000 §4).
    await expect(widget.heading('15% off all edibles', 2)).toBeVisible();
    await expect(widget.root.locator('.cn-spstatus')).toHaveText('Not in your bag yet');
    await expect(widget.root.locator('footer.cn-spfoot')).toHaveCount(0);
    await expect(widget.root.locator('.cn-spsum [data-dim]')).toHaveCount(1);
    await expect.poll(() => widget.hostRoute()).toMatch(/^\/stores\/1\/canopy-silver-lake\/specials\/1\//);

    // The products of the deal in a carousel: back disabled at 0, forward enabled while there is more.
    const row = widget.region(/^Products in this deal/);
    await expect(row.locator('article.cn-pcard').first()).toBeVisible();
    const back = row.getByRole('button', { name: /back$/ });
    const forward = row.getByRole('button', { name: /forward$/ });
    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();
    await forward.click();
    await expect(back).toBeEnabled();
    // Keyboard: Shift+Tab reaches back with a visible focus ring, Enter scrolls back to the start.
    await forward.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(back).toBeFocused();
    await expect(back).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(back).toBeDisabled();

    // 'View all' opens every product of the deal as a grid; the breadcrumb leads back to the list.
    await row.getByRole('link', { name: /View all/ }).click();
    await expect(widget.root.locator('.cn-spall article.cn-pcard').first()).toBeVisible();
    await widget.root.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Specials' }).click();
    await expect(widget.heading('Specials at Canopy Silver Lake', 2)).toBeVisible();
  });
}

test('iframe at 375 px: the 76 px banner appears once the summary has scrolled off the host page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const widget = await CatalogueWidget.open(page, 'iframe', '/stores/1/canopy-silver-lake/specials/6/buy-2-pre-rolls');
  await expect(widget.heading(/^Buy 2 pre-rolls/, 2)).toBeVisible();
  await widget.settled();
  const banner = widget.root.getByTestId('special-sticky-banner');
  await expect(banner).toHaveCount(0);
  // The iframe is as tall as its content: the partner page scrolls, and the widget hears where its top is.
  const summaryBottom = await page
    .frameLocator('#canopy-menu iframe')
    .locator('.cn-spsum')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const frameTop = await page.locator('#canopy-menu iframe').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const target = Math.ceil(frameTop + summaryBottom + 10);
  // The loader grows the iframe to its content a moment after it renders: scroll until the page is tall enough.
  await expect.poll(() => page.evaluate((y) => (window.scrollTo(0, y), window.scrollY), target), { timeout: 15_000 }).toBeGreaterThanOrEqual(target - 1);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCSS('height', '76px');
  // It sits in the visible part of the host page, not at the top of the tall iframe: just below the demo site's
  // sticky header (the loader's topInset), not under it.
  const bannerTop = await page
    .frameLocator('#canopy-menu iframe')
    .getByTestId('special-sticky-banner')
    .evaluate((el) => el.getBoundingClientRect().top);
  const scrolled = await page.evaluate(() => window.scrollY);
  const header = await page.evaluate(() => document.querySelector('.gl-header')!.getBoundingClientRect().bottom);
  expect(Math.abs(frameTop + bannerTop - scrolled - header)).toBeLessThan(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(banner).toHaveCount(0);
});

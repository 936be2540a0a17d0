import { expect, test } from '@playwright/test';
import { CatalogueWidget } from './CatalogueWidget';
import type { Embedding } from './CatalogueWidget';

// 000 §2: browse the directory, country → state → city → store, through the loader.
for (const embedding of ['iframe', 'frameless'] as Embedding[]) {
  test(`${embedding}: /dispensaries → United States → California → Los Angeles → a store's menu`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const widget = await CatalogueWidget.open(page, embedding, '/dispensaries');
    await expect(widget.heading('Find a dispensary near you')).toBeVisible();

    await widget.link(/^All \d+ stores in United States$/).click();
    await expect(widget.heading('Dispensaries in United States')).toBeVisible();
    await expect.poll(() => widget.hostRoute()).toBe('/dispensaries/united-states');

    await widget.link(/^California\s*\d+ stores$/).click();
    await expect(widget.heading('Dispensaries in California')).toBeVisible();
    await expect.poll(() => widget.hostRoute()).toBe('/dispensaries/united-states/california');

    await widget.link(/^Los Angeles\s*\d+ stores?$/).click();
    await expect(widget.heading('Dispensaries in Los Angeles')).toBeVisible();
    await expect.poll(() => widget.hostRoute()).toBe('/dispensaries/united-states/california/los-angeles');

    await widget.link('Canopy Silver Lake').click();
    await expect(widget.heading('Canopy Silver Lake')).toBeVisible();
    await expect(widget.root.locator('article.cn-pcard').first()).toBeVisible({ timeout: 20_000 });
  });
}

test('place parameters are validated (000 §5): an unknown state says so', async ({ page }) => {
  const widget = await CatalogueWidget.open(page, 'iframe', '/dispensaries/united-states/atlantis');
  await expect(widget.heading("We don't know that place")).toBeVisible();
  await widget.link('Browse dispensaries').click();
  await expect(widget.heading('Find a dispensary near you')).toBeVisible();
});

test('coordinates list the nearest stores with their distance (comma decimals, 000 §2)', async ({ page }) => {
  const widget = await CatalogueWidget.open(page, 'iframe', '/dispensaries/coordinates/34,09/-118,28/11');
  await expect(widget.heading('Dispensaries near you')).toBeVisible();
  const first = widget.root.locator('.cn-dcard').first();
  await expect(first).toContainText('Canopy Silver Lake');
  await expect(first).toContainText(/mi away/);
});

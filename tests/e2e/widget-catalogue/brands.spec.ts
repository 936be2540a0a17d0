import { expect, test } from '@playwright/test';
import { CatalogueWidget } from './CatalogueWidget';

// 000 §2: brands list → brand detail, through the loader.
test('brands list → search → brand detail with its products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widget = await CatalogueWidget.open(page, 'iframe', '/brands');
  await expect(widget.heading('Brands')).toBeVisible();
  const tiles = widget.root.locator('.cn-btile');
  await expect(tiles.first()).toBeVisible();
  const name = (await tiles.first().getByRole('link').textContent())!.trim();

  await widget.root.getByRole('searchbox', { name: 'Search brands' }).fill(name.slice(0, 6));
  await expect(widget.link(name)).toBeVisible();
  await widget.link(name).click();

  await expect(widget.heading(name)).toBeVisible();
  await expect.poll(() => widget.hostRoute()).toMatch(/^\/brands\/\d+\//);
  await expect(widget.heading(`All ${name} products`, 2)).toBeVisible();
  await expect(widget.root.locator('.cn-tile').first()).toBeVisible();
  await widget.root.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Brands' }).click();
  await expect(widget.heading('Brands')).toBeVisible();
});

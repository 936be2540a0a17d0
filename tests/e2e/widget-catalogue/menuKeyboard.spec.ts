import { expect, test } from '@playwright/test';
import { isFocused, tabTo } from '../support/keyboard';
import { CatalogueWidget } from './CatalogueWidget';

// The store menu by keyboard: the bag drawer gives the focus back to the control that opened it, and a skip link
// at the top of the menu passes over the header, the tabs and the Best sellers row (about 30 Tab stops).
test.describe.configure({ timeout: 60_000 });
const MENU = '/stores/1/canopy-silver-lake/menu';

test('Escape from the bag drawer returns the focus to the Add button that opened it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widget = await CatalogueWidget.open(page, 'iframe', MENU);
  await widget.settled();
  const add = widget.root
    .locator('#cn-results')
    .getByRole('button', { name: /^Add .* to bag$/ })
    .first();
  await add.focus();
  await page.keyboard.press('Enter');
  const drawer = widget.root.getByRole('dialog', { name: 'Your bag' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect.poll(() => isFocused(add)).toBe(true);
});

for (const embedding of ['iframe', 'frameless'] as const) {
  test(`"Skip to products" at the top of the menu moves the focus to the results (${embedding})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const widget = await CatalogueWidget.open(page, embedding, MENU);
    await widget.settled();
    const skip = widget.link('Skip to products');
    // Within a few Tab stops of the top (tabTo reads the focus of a frame's document; a shadow root keeps its own).
    if (embedding === 'iframe') {
      await widget.root.locator('.cn-skip').first().focus();
      await tabTo(page, skip, { limit: 12 });
    } else {
      await skip.focus();
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => widget.root.locator('#cn-results').evaluate((results) => results.contains((results.getRootNode() as Document | ShadowRoot).activeElement))).toBe(true);
    // The next Tab is the first product, not the Best sellers row.
    await page.keyboard.press('Tab');
    const inResults = await widget.root.locator('#cn-results').evaluate((results) => {
      const active = (results.getRootNode() as Document | ShadowRoot).activeElement;
      return results.contains(active) && active !== results;
    });
    expect(inResults).toBe(true);
  });
}

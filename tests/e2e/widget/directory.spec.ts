import { expect, test } from '@playwright/test';
import { WidgetPage } from './support/WidgetPage';

// 000 §2: /dispensaries by country, state and city; a store leads to its menu.
test('browse the directory from a country to a store menu', async ({ page }) => {
  const widget = await WidgetPage.direct(page, '/dispensaries');
  await page.getByRole('link', { name: /^California/ }).click();
  await expect(page).toHaveURL(/\/dispensaries\/united-states\/california$/);
  await expect(page.getByRole('heading', { level: 1, name: /California/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: /^Los Angeles/ }).click();
  await expect(page).toHaveURL(/\/dispensaries\/united-states\/california\/los-angeles$/);
  await page
    .getByRole('link', { name: /Canopy Silver Lake/ })
    .first()
    .click();
  await widget.waitForMenu();
  await expect(page.getByRole('heading', { level: 1, name: 'Canopy Silver Lake' })).toBeVisible({ timeout: 20_000 });
});

test('000 §5: an unknown place is not searched', async ({ page }) => {
  await WidgetPage.direct(page, '/dispensaries/atlantis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/don.t know that place/i);
});

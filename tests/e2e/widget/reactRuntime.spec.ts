import { expect, test } from '@playwright/test';
import { WidgetPage } from './support/WidgetPage';

// DESIGN §4: the widget ships on preact/compat, and the React 19 build is kept working: the menu smoke runs on it.
test('menu smoke on the React 19 build: open the menu, filter, open a product', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const widget = await WidgetPage.direct(page, '/embed/stores/1/menu?runtime=react');
  await expect(page.locator('script[src*="/widget-react/"]')).toHaveCount(1);
  await widget.waitForMenu();
  const all = await widget.count();
  await widget.tab(/^Edibles/).click();
  expect(await widget.countChangedFrom(all)).toBeGreaterThan(0);
  const name = (await widget.cards().first().locator('.cn-pcard__name').textContent())!.trim();
  await widget.cards().first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { seriousWidgetViolations } from '../support/widgetAxe';
import { CatalogueWidget } from './CatalogueWidget';

// Cards tell what the shopper sorted or shops by: the rating under the Rating sort (000 §5, from 5 reviews), an
// edible's mg dose (000 §3 thc_dosage_milligrams). An unknown brand says so instead of offering Try again.
test.describe.configure({ timeout: 60_000 });
const MENU = '/stores/1/canopy-silver-lake/menu';

test('000 §5 sort Rating: every card shows the rating it is sorted by, with its review count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widget = await CatalogueWidget.open(page, 'iframe', `${MENU}?sort=rating`);
  await widget.settled();
  const cards = widget.root.locator('#cn-results .cn-results__item .cn-pcard');
  await expect(cards.first()).toBeVisible();
  const ratings = await cards.evaluateAll((all) => all.slice(0, 12).map((card) => card.querySelector('.cn-pcard__rating')?.textContent ?? null));
  expect(ratings.every((text) => text !== null && /Rated \d\.\d out of 5, \d+ reviews?|No ratings yet/.test(text))).toBe(true);
  expect(ratings[0]).toMatch(/Rated \d\.\d out of 5/);
});

test('000 §3 thc_dosage_milligrams: edible cards show their dose in mg', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const widget = await CatalogueWidget.open(page, 'iframe', `${MENU}?kind=edible`);
  await widget.settled();
  await expect(widget.root.locator('#cn-results .cn-pcard__potency', { hasText: /\d+ mg THC/ }).first()).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`/brands/99999/x says the brand was not found, links to all brands, and is axe-clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const widget = await CatalogueWidget.open(page, 'iframe', '/brands/99999/x');
    await expect(widget.heading('Brand not found')).toBeVisible();
    await expect(widget.button('Try again')).toHaveCount(0);
    expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
    // By keyboard: at 375 px the cookie notice sits just under the link.
    await widget.link('See all brands').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => widget.hostRoute()).toBe('/brands');
  });
}

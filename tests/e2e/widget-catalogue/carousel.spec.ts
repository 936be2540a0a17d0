import { expect, test } from '@playwright/test';
import { CatalogueWidget } from './CatalogueWidget';

// The product carousel of 000 §2 on the store menu's Best sellers row, through the loader.
for (const { width, gap } of [
  { width: 375, gap: '16px' },
  { width: 1280, gap: '24px' },
]) {
  test(`${width} px: the cards of a carousel are ${gap} apart (000 §9; mobile is up to 480 px, 000 §2)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const widget = await CatalogueWidget.open(page, 'iframe');
    const row = widget.region('Best sellers');
    await expect(row.locator('article.cn-pcard').first()).toBeVisible();
    await expect(row.getByRole('list')).toHaveCSS('column-gap', gap);
    const [first, second] = await row.getByRole('listitem').evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect()));
    expect(Math.round(second!.left - first!.right)).toBe(Number.parseInt(gap, 10));
  });
}

test('keyboard: Enter on forward scrolls to the end, focus moves to back there, Tab walks into the cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widget = await CatalogueWidget.open(page, 'frameless');
  const row = widget.region('Best sellers');
  const list = row.getByRole('list');
  await expect(row.locator('article.cn-pcard').first()).toBeVisible();
  const back = row.getByRole('button', { name: 'Scroll Best sellers back' });
  const forward = row.getByRole('button', { name: 'Scroll Best sellers forward' });
  await expect(back).toBeDisabled();
  await expect(forward).toBeEnabled();

  // A press's smooth scroll (and its snap) has ended when the track fires `scrollend`; listen before pressing.
  type Track = HTMLElement & { e2eScrollEnded?: boolean };
  const listenForScrollEnd = () =>
    list.evaluate((el: Track) => {
      el.e2eScrollEnded = false;
      el.addEventListener('scrollend', () => (el.e2eScrollEnded = true), { once: true });
    });
  const scrollEnded = () => expect.poll(() => list.evaluate((el: Track) => el.e2eScrollEnded)).toBe(true);

  await forward.focus();
  await expect(forward).toHaveCSS('outline-style', 'solid');
  for (let press = 0; press < 10 && (await forward.isEnabled()); press += 1) {
    const before = await list.evaluate((el) => el.scrollLeft);
    await listenForScrollEnd();
    await page.keyboard.press('Enter');
    await scrollEnded();
    expect(await list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  }
  await expect(forward).toBeDisabled();
  await expect(back).toBeFocused();

  // One step back; Tab goes on to forward, then into the first card, which the track scrolls back into view.
  await page.keyboard.press('Enter');
  await expect(forward).toBeEnabled();
  await expect(back).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(forward).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = row.locator('li :focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeInViewport();
});

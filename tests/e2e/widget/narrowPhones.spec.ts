import { expect, test } from '@playwright/test';
import { WidgetPage } from './support/WidgetPage';

// 000 §2 breakpoints start at 320 px: the default mode's header and the menu's filter bar fit without sideways
// scrolling, and Log in, which has no room in the bar there, is in the menu.
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the page never scrolls sideways and Log in is one tap into the menu', async ({ page }) => {
    const widget = await WidgetPage.direct(page, '/stores/1/green-leaf/menu/flower');
    await widget.waitForMenu();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?return_to=/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Log in stays in the bar, once, and the sort menu shows its whole label', async ({ page }) => {
    const widget = await WidgetPage.direct(page, '/stores/1/green-leaf/menu/flower');
    await widget.waitForMenu();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort' });
    // The select is as wide as its chosen option's text needs (Chromium draws no ellipsis in a closed select).
    const fits = await sort.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.cssText = `font:${getComputedStyle(select).font};white-space:nowrap;position:absolute;visibility:hidden`;
      probe.textContent = select.selectedOptions[0]?.textContent ?? '';
      document.body.appendChild(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(select);
      return select.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 >= text;
    });
    expect(fits).toBe(true);
  });
});

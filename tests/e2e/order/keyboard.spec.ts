import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { tabTo as tabToKey } from '../support/keyboard';
import { OrderWidget } from './OrderWidget';

// A full checkout by keyboard alone — Tab, Shift+Tab, Enter, Space, arrows and typing; no clicks.
test('a full checkout by keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'iframe', OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });

  const tabTo = (target: Locator, limit?: number) => tabToKey(page, target, { limit });

  // Into the widget's frame from the partner page, then to the buy box.
  await widget.root.locator('.cn-skip').first().focus();
  await tabTo(widget.button('Add to bag'));
  await page.keyboard.press('Enter');
  const drawer = widget.drawer;
  await expect(drawer).toBeVisible();
  // Focus moved into the drawer; Tab stays inside it (a modal dialog).
  await tabTo(drawer.getByRole('button', { name: 'Check out' }), 20);
  await page.keyboard.press('Enter');

  await expect(widget.heading('Guest checkout', 1)).toBeVisible();
  await tabTo(widget.root.getByRole('radio', { name: /Pickup/ }));
  await tabTo(widget.root.getByLabel('First name'));
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Guest');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2135550100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  // Store 1 sells from 21 (000 §3): the date field takes its month, day and year as typed digits.
  await tabTo(widget.root.getByLabel('Date of birth'));
  await page.keyboard.type('02031990');
  await expect(widget.root.getByLabel('Date of birth')).toHaveValue('1990-02-03');
  await tabTo(widget.root.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(widget.root.getByRole('checkbox')).toBeChecked();
  await tabTo(widget.button('Place order'));
  await page.keyboard.press('Enter');
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
});

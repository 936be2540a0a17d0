import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element has the focus in its own document (the widget's frame, or the page). */
export const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses Tab (or Shift+Tab) until the target has the focus, at most `limit` times: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** In a radio group that has the focus: the arrow key until this radio is the checked one. */
export async function arrowTo(page: Page, radio: Locator, key: 'ArrowRight' | 'ArrowDown' = 'ArrowRight', limit = 12): Promise<void> {
  for (let i = 0; i < limit && !(await radio.isChecked()); i += 1) await page.keyboard.press(key);
  await expect(radio).toBeChecked();
}

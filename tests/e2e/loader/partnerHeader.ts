import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';

// The demo partner site's sticky header over an embed (fixedHeader.spec.ts; `npm run photos` photographs the same).

/** The partner page's header bottom edge, in viewport px. */
export const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('.gl-header')!.getBoundingClientRect().bottom);

/** Whether the partner page's top-most element at this box's centre is the widget's iframe (not the header). */
export async function iframeOnTopAt(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y) === document.querySelector('#canopy-menu iframe'), [box.x + box.width / 2, box.y + box.height / 2]);
}

/** Opens the demo page and waits until the loader has revealed the widget (its skeleton covers it until `ready`). */
export async function openRevealed(page: Page, embedding: 'iframe' | 'frameless', path?: string): Promise<OrderWidget> {
  const widget = await OrderWidget.open(page, embedding, path);
  await expect(page.locator('canopy-skeleton')).toHaveCount(0, { timeout: 20_000 });
  return widget;
}

/** Opens a flower's page in the iframe, revealed, and adds its 1g by keyboard: the bag drawer is open. */
export async function drawerOpenOnAFlower(page: Page, request: APIRequestContext): Promise<OrderWidget> {
  const flower = await OrderWidget.flower(request);
  const widget = await openRevealed(page, 'iframe', OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.root.getByRole('radio', { name: /^1g/ }).first().press('Space');
  await widget.button('Add to bag').press('Enter');
  await expect(widget.drawer).toBeVisible();
  return widget;
}

/** Scrolls the partner page so the widget's top edge is `below` px above the viewport's top (under the header). */
export async function scrollIntoWidget(page: Page, below: number): Promise<void> {
  await page.evaluate((by) => {
    const frame = document.querySelector('#canopy-menu iframe')!;
    scrollTo(0, frame.getBoundingClientRect().top + scrollY + by);
  }, below);
  await expect.poll(() => page.evaluate(() => document.querySelector('#canopy-menu iframe')!.getBoundingClientRect().top)).toBeLessThan(-100);
}

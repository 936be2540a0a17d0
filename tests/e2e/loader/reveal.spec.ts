import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';

// The loader hides the iframe behind its skeleton until the widget has drawn. The widget says so over the
// loader RPC (LoaderMethods.shown) on its first commit, so the shopper sees the menu without waiting for the
// `ready` message, which the outbox delivers after its 275 ms debounce (DESIGN §1.3).
test('the iframe is shown when the widget has drawn, before the debounced ready message arrives', async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { revealLog: string[] }).revealLog = log;
    addEventListener('message', (event) => {
      if (event.data?.source === 'canopy' && event.data.type === 'ready') log.push('ready');
    });
    new MutationObserver(() => {
      const frame = document.querySelector('#canopy-menu iframe') as HTMLIFrameElement | null;
      if (frame && frame.style.opacity !== '0' && !log.includes('shown')) log.push('shown');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'], childList: true });
  });
  await page.goto(`${origins().demo}/embedded.html`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { revealLog: string[] }).revealLog)).toEqual(['shown', 'ready']);
  await expect(page.locator('#canopy-menu iframe')).toBeVisible();
  await expect(page.locator('#canopy-menu [aria-label="Loading the menu"]')).toHaveCount(0);
});

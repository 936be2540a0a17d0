import { expect, test, type Page } from '@playwright/test';
import { origins } from '../support/origins';

// Until the widget has drawn, the loader keeps its skeleton and lays the iframe over it (createIframeView): a document
// is transparent until it paints, so the skeleton shows through until the widget's first view covers it. The iframe
// is never hidden: not even a themed one, whose HTML applies the theme before it paints. The widget
// says it has drawn over the loader RPC (LoaderMethods.shown) on its first commit; the skeleton goes then, without
// waiting for the `ready` message, which the outbox delivers after its 275 ms debounce (DESIGN §1.3).
async function logReveal(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { revealLog: string[] }).revealLog = log;
    addEventListener('message', (event) => {
      if (event.data?.source === 'canopy' && event.data.type === 'ready') log.push('ready');
    });
    new MutationObserver(() => {
      const frame = document.querySelector('#canopy-menu iframe') as HTMLIFrameElement | null;
      if (frame && frame.style.opacity === '0' && !log.includes('hidden')) log.push('hidden');
      if (frame && !document.querySelector('#canopy-menu [aria-label="Loading the menu"]') && !log.includes('shown')) log.push('shown');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'], childList: true });
  });
}

const revealLog = (page: Page) => page.evaluate(() => (window as unknown as { revealLog: string[] }).revealLog);

test('the iframe lies over the skeleton, never hidden, and the skeleton goes when the widget has drawn, before ready', async ({ page }) => {
  await logReveal(page);
  await page.goto(`${origins().demo}/embedded.html`);
  await expect.poll(() => revealLog(page)).toEqual(['shown', 'ready']);
  await expect(page.locator('#canopy-menu iframe')).toBeVisible();
  await expect(page.locator('#canopy-menu iframe')).not.toHaveCSS('position', 'absolute');
});

test('a white-label embed too: its theme rides in the frame’s name, so its HTML paints in it from the start', async ({ page }) => {
  await logReveal(page);
  await page.goto(`${origins().demo}/white-label.html`);
  await expect.poll(() => revealLog(page)).toEqual(['shown', 'ready']);
  await expect(page.locator('#canopy-menu iframe')).toHaveAttribute('name', /^canopy-\d+ \{"primary":"#1f5135",/);
});

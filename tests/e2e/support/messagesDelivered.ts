import type { Frame, Page } from '@playwright/test';

// A test that must show a message does NOT arrive (a look-alike the loader drops, a route report that must not
// write the address) waits for one that comes after it instead of sleeping: messages from one window to another
// arrive in the order they were posted (HTML, postMessage's task source), so once a marker posted last has
// reached the page, everything posted before it has too.

/** Resolves once everything `from` (a frame of the page, or the page's own window) has posted so far reached the page. */
export async function postedSoFarDelivered(page: Page, from: Frame): Promise<void> {
  const marker = `e2e-marker-${Date.now()}-${Math.random()}`;
  await page.evaluate((expected) => {
    addEventListener('message', function onMarker(event) {
      if (event.data !== expected) return;
      (window as unknown as Record<string, boolean>)[expected] = true;
      removeEventListener('message', onMarker);
    });
  }, marker);
  // '*': the marker is a random string that says nothing, and the page is the test's own.
  await from.evaluate((expected) => parent.postMessage(expected, '*'), marker);
  await page.waitForFunction((expected) => (window as unknown as Record<string, boolean>)[expected] === true, marker);
}

/**
 * Delivers what the widget's outbox holds now, before its 275 ms debounce (000 §1), and resolves once the page
 * has received it: the widget's bridge flushes on `pagehide` (widget/platform/bridge/createBridge.ts). `widget`
 * is the widget's window: its iframe's frame, or the page's main frame in framelessEmbed.
 */
export async function outboxDelivered(page: Page, widget: Frame): Promise<void> {
  await widget.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  await postedSoFarDelivered(page, widget);
}

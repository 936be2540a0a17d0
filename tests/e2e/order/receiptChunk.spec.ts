import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OrderWidget } from './OrderWidget';

// 000 §2: the receipt's code is the last chunk the order journey fetches, right after Place order.
// When that fetch fails (a dropped connection, or a deploy that replaced the content-hashed chunks mid-visit,
// which is how an e2e run whose dist/ was rebuilt under it showed 'Oops!' after checkout), the widget shows its
// 'Oops!' page, says why in the console, and Try again shows the receipt: framelessEmbed asks for the chunk
// again; the iframe reloads its own document, which picks up the files a deploy left.
const RECEIPT_CHUNK = /\/widget\/chunks\/reservations-[^/]+\.js$/;

async function frameOf(page: Page) {
  return (await page.locator('#canopy-menu iframe').elementHandle())!.contentFrame();
}

for (const embedding of ['frameless', 'iframe'] as const) {
  test(`a receipt chunk that fails to load shows Oops, logs why, and Try again shows the receipt (${embedding})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[canopy]')) logged.push(message.text());
    });
    const flower = await OrderWidget.flower(request);
    const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^3\.5g/);
    await expect(widget.drawer).toBeVisible();
    await widget.navigate('/cart/guest_checkout');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();
    await widget.fillGuest();

    let refused = 0;
    await page.route(RECEIPT_CHUNK, (route) => {
      refused += 1;
      return route.abort('connectionreset');
    });
    await widget.button('Place order').press('Enter');
    await expect(widget.heading('Oops!', 1)).toBeVisible({ timeout: 20_000 });
    expect(refused).toBe(1);
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    expect(logged[0]).toContain('[canopy] a page failed to render');
    expect(logged[0]).toContain('reservations-');

    await page.unroute(RECEIPT_CHUNK);
    if (embedding === 'iframe') await (await frameOf(page))!.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await widget.button('Try again').click();
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
    await expect(widget.root.getByText(`1 × ${flower.name}`)).toBeVisible();
    await expect(widget.root.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
    // The iframe's document was reloaded (a page of the old build cannot fetch chunks a deploy removed).
    if (embedding === 'iframe') expect(await (await frameOf(page))!.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  });
}

import { expect, test } from '@playwright/test';
import { OrderWidget } from './OrderWidget';

// The whole journey through the loader on the demo partner site, cross-origin in an iframe and in
// framelessEmbed: browse → add two weights → drawer → cart → guest pickup checkout → receipt, with the host
// page receiving the `cart`, `checkout` and `purchase` messages (DESIGN §1.3).
for (const embedding of ['iframe', 'frameless'] as const) {
  test.describe(`order journey (${embedding})`, () => {
    test('two weights → drawer → bag → guest pickup checkout → receipt', async ({ page, request }) => {
      test.setTimeout(90_000);
      const flower = await OrderWidget.flower(request);
      const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(1, flower));
      await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });

      await widget.addWeight(/^1g/);
      await expect(widget.drawer).toBeVisible();
      await expect(widget.drawer.getByText(flower.name)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(widget.drawer).toBeHidden();

      await widget.addWeight(/^3\.5g/);
      await expect(widget.drawer).toBeVisible();
      await expect(widget.drawer.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem')).toHaveCount(2);
      // Keyboard activation: in a content-sized iframe the drawer follows the host's scroll, which Playwright's
      // own scrolling before a click sets off.
      await widget.drawer.getByRole('button', { name: 'View bag' }).press('Enter');

      await expect(widget.heading('Your bag', 1)).toBeVisible();
      await expect(widget.root.getByText(/^3 items|^2 items/)).toBeVisible();
      await expect(widget.root.getByRole('button', { name: `Remove ${flower.name} 1g` })).toBeVisible();
      await widget.button('Check out').press('Enter');

      await expect(widget.heading('Guest checkout', 1)).toBeVisible();
      await expect(widget.root.getByRole('radio', { name: /Pickup/ })).toBeChecked();
      await widget.fillGuest();
      await widget.button('Place order').press('Enter');

      await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
      await expect(widget.root.getByText(`1 × ${flower.name}`)).toHaveCount(2);
      // Host-bound messages go through the 275 ms outbox (DESIGN §1.3).
      await expect.poll(() => widget.messages('checkout')).toEqual([expect.objectContaining({ reservationId: expect.any(String), amount: expect.any(Number) })]);
      const analytics = (await widget.messages('analytics')) as { event: string; properties: Record<string, unknown> }[];
      const purchase = analytics.find((m) => m.event === 'purchase');
      expect(purchase?.properties).toMatchObject({ currency: 'USD', tax: 0, shipping: 0 });
      await expect.poll(async () => ((await widget.messages('cart')) as { count: number }[]).at(-1)?.count).toBe(0);
      const carts = (await widget.messages('cart')) as { count: number }[];
      expect(carts.some((c) => c.count === 2)).toBe(true);
      // The bag is empty after the order.
      await expect(widget.root.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
    });
  });
}

import { expect, test } from '@playwright/test';
import { OrderWidget } from './OrderWidget';

// What can go wrong on the way to a reservation, through the loader's cross-origin iframe.
test.describe('checkout edges', () => {
  test.setTimeout(90_000);

  async function bagWithFlower(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext, embedding: 'iframe' | 'frameless' = 'iframe') {
    const flower = await OrderWidget.flower(request);
    const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^3\.5g/);
    await expect(widget.drawer).toBeVisible();
    return { widget, flower };
  }

  test('delivery outside the zone: a clear error, submit held back, and nothing lost', async ({ page, request }) => {
    const { widget, flower } = await bagWithFlower(page, request);
    await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();
    await widget.fillGuest();
    await widget.deliverTo({ street: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' });
    await expect(widget.root.getByRole('alert')).toContainText('outside Canopy Silver Lake’s delivery area');
    await expect(widget.button('Place order')).toBeDisabled();
    // Nothing lost: the details typed stay, the bag keeps its line, and pickup still works.
    await expect(widget.root.getByLabel('First name')).toHaveValue('Ada');
    await expect(widget.root.getByRole('list', { name: 'Items' })).toContainText(flower.name);
    await widget.root.getByRole('radio', { name: /Pickup/ }).check();
    await expect(widget.button('Place order')).toBeEnabled();
  });

  test('over a cart limit: the meter shows the group and the message names it', async ({ page, request }) => {
    const flower = await OrderWidget.flower(request);
    const widget = await OrderWidget.open(page, 'iframe', OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^28g/);
    await expect(widget.drawer.getByRole('meter', { name: 'Flower' })).toHaveAttribute('aria-valuetext', '28 of 28.5 g');
    await page.keyboard.press('Escape');
    await widget.addWeight(/^3\.5g/);
    await expect(widget.root.getByText('The Flower limit is 28.5 g: your bag holds 28 g, and this would bring it to 31.5 g').first()).toBeVisible();
    await widget.navigate('/cart');
    await expect(widget.root.getByRole('meter', { name: 'Flower' })).toHaveAttribute('aria-valuetext', '28 of 28.5 g');
  });

  for (const embedding of ['iframe', 'frameless'] as const) {
    test(`a double click on Place order makes one reservation (${embedding})`, async ({ page, request }) => {
      const { widget } = await bagWithFlower(page, request, embedding);
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/carts/checkout')) posts.push(r.url());
      });
      await widget.navigate('/cart/guest_checkout');
      await expect(widget.heading('Guest checkout', 1)).toBeVisible();
      await widget.fillGuest();
      await widget.button('Place order').dblclick();
      await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
      expect(posts).toHaveLength(1);
    });
  }

  // In the iframe the cross-site frame is denied localStorage here, so this also proves the loader's store on
  // the partner page (shared/protocol setStorage) carries the bag across the reload.
  for (const embedding of ['iframe', 'frameless'] as const) {
    test(`a reload in the middle of checkout keeps the bag (${embedding})`, async ({ page, request }) => {
      const { widget, flower } = await bagWithFlower(page, request, embedding);
      await widget.goto('/cart/guest_checkout');
      await widget.root.getByLabel('First name').fill('Ada');
      await page.reload();
      await expect(widget.heading('Guest checkout', 1)).toBeVisible({ timeout: 20_000 });
      await expect(widget.root.getByRole('list', { name: 'Items' })).toContainText(flower.name);
      await expect(widget.root.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
    });
  }
});

test.describe('replace the cart across stores', () => {
  test.setTimeout(90_000);

  test('default mode asks in a modal', async ({ page, request }) => {
    const first = await OrderWidget.flower(request, 1);
    const other = await OrderWidget.anyProduct(request, 2);
    const widget = await OrderWidget.open(page, 'default', OrderWidget.productPath(1, first));
    await expect(widget.heading(first.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^1g/);
    await expect(widget.drawer).toBeVisible();
    await widget.goto(OrderWidget.productPath(2, other));
    await expect(widget.heading(other.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.button('Add to bag').click();
    const modal = widget.root.getByRole('dialog', { name: 'Start a new bag?' });
    await expect(modal).toContainText('Canopy Silver Lake');
    await modal.getByRole('button', { name: 'Start new bag' }).click();
    await expect(widget.drawer).toContainText(other.name);
    await expect(widget.drawer).not.toContainText(first.name);
  });

  test('embedded mode asks on the /replaceCart page', async ({ page, request }) => {
    const first = await OrderWidget.flower(request, 1);
    const other = await OrderWidget.anyProduct(request, 2);
    const widget = await OrderWidget.open(page, 'iframe', OrderWidget.productPath(1, first));
    await expect(widget.heading(first.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^1g/);
    await expect(widget.drawer).toBeVisible();
    await widget.navigate(OrderWidget.productPath(2, other));
    await expect(widget.heading(other.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.button('Add to bag').click();
    await expect(widget.heading('Start a new bag?', 1)).toBeVisible();
    await expect.poll(async () => ((await widget.messages('route')) as { path: string }[]).some((r) => r.path === '/replaceCart')).toBe(true);
    await widget.button('Start new bag').click();
    await expect(widget.heading('Your bag', 1)).toBeVisible();
    await expect(widget.root.getByRole('list', { name: 'Items in your bag' })).toContainText(other.name);
    await expect(widget.root.getByRole('list', { name: 'Items in your bag' })).not.toContainText(first.name);
  });
});

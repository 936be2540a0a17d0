import { expect, test } from '@playwright/test';
import { OrderWidget } from './OrderWidget';

// Store 1 (California in the seed, demo-host/seed/stateRules.ts): 28.5 g of flower, 8 g of concentrates, a $30
// delivery minimum. The meter, the refusal in the drawer and the server's 422 use one engine (shared/cartLimits),
// so they show the same numbers; the bag says what to add for delivery before checkout would refuse it.
for (const embedding of ['iframe', 'frameless'] as const) {
  test(`${embedding}: adding up to the flower limit, the meter and the drawer agree; the bag shows the delivery minimum`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const flower = await OrderWidget.flower(request);
    const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });

    await widget.addWeight(/^1g/);
    const meter = widget.drawer.getByRole('meter', { name: 'Flower' });
    await expect(meter).toHaveAttribute('aria-valuetext', '1 of 28.5 g');
    // Every rule of the store has its meter, the untouched one at 0.
    await expect(widget.drawer.getByRole('meter', { name: 'Concentrates' })).toHaveAttribute('aria-valuetext', '0 of 8 g');
    await expect(widget.drawer.getByText(/^Add \$\d+\.\d\d more for delivery \(minimum \$30\.00\)$/)).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`drawer-minimum-${width}.png`) });
    }
    await page.keyboard.press('Escape');

    // An ounce more would be 29 g: refused before any request (the bag knows the store's rules by now), in the
    // meter's numbers, and the bag still reads what it holds, with the refusal on top.
    await widget.addWeight(/^28g/);
    const refusal = 'The Flower limit is 28.5 g: your bag holds 1 g, and this would bring it to 29 g';
    await expect(widget.root.getByText(refusal).first()).toBeVisible();
    await widget.navigate('/cart');
    await expect(widget.root.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
    await expect(widget.root.getByRole('meter', { name: 'Flower' })).toHaveAttribute('aria-valuetext', '1 of 28.5 g');
    await expect(widget.root.getByText(/^Add \$\d+\.\d\d more for delivery \(minimum \$30\.00\)$/)).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`bag-refusal-${width}.png`), fullPage: true });
    }

    // Checkout: for delivery the same notice stands by Place order, which waits; pickup has no minimum here.
    await widget.button('Check out').press('Enter');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();
    await widget.root.getByRole('radio', { name: /Delivery/ }).check();
    const summary = widget.root.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText(/^Add \$\d+\.\d\d more for delivery \(minimum \$30\.00\)$/)).toBeVisible();
    await expect(widget.button('Place order')).toBeDisabled();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`checkout-minimum-${width}.png`), fullPage: true });
    }
    // By keyboard: the frame is still being resized to the last width, and a click could land beside the radio.
    const pickup = widget.root.getByRole('radio', { name: /Pickup/ });
    await pickup.press('Space');
    await expect(pickup).toBeChecked();
    await expect(summary.getByText(/more for delivery/)).toHaveCount(0);
  });
}

test('one ounce: the meter reads 28 of 28.5 g and the + says what one more would make it, not that the bag is over', async ({ page, request }) => {
  test.setTimeout(90_000);
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'iframe', OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^28g/);
  await expect(widget.drawer.getByRole('meter', { name: 'Flower' })).toHaveAttribute('aria-valuetext', '28 of 28.5 g');
  const plus = widget.drawer.getByRole('button', { name: `Increase quantity of ${flower.name}` });
  await expect(plus).toBeDisabled();
  await expect(plus).toHaveAccessibleDescription('The Flower limit is 28.5 g: your bag holds 28 g, and this would bring it to 56 g');

  await widget.drawer.getByRole('button', { name: 'View bag' }).click();
  await expect(widget.root.getByRole('region', { name: 'Purchase limits' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bag-${width}.png`), fullPage: true });
  }
});

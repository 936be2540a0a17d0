import { expect, test } from '@playwright/test';
import { OrderWidget } from './OrderWidget';

// framelessEmbed on a phone: the drawer shows the purchase-limit meter and the bag its limits, the checkout says
// a delivery is under the address's minimum before it refuses, and a pickup of the same bag goes through.
// (Photographs of these screens, for a person to look at: `npm run photos`.)
test('the limits in the drawer and bag, the delivery minimum before checkout refuses, then pickup (frameless, 375 px)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const { widget } = await OrderWidget.withTwoWeights(page, request, 'frameless');
  await expect(widget.drawer.getByRole('meter', { name: 'Flower' })).toBeVisible();
  await widget.drawer.getByRole('button', { name: 'View bag' }).click();
  await expect(widget.root.getByRole('region', { name: 'Purchase limits' })).toBeVisible();

  await widget.button('Check out').press('Enter');
  await expect(widget.heading('Guest checkout', 1)).toBeVisible();
  await widget.deliverTo({ street: '2000 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90026' });
  // $31.50 of flower is under this zip's $40 delivery minimum: the feedback says so before checkout refuses.
  await expect(widget.root.getByText(/Delivery to this address needs a subtotal of at least \$40\.00/)).toBeVisible();

  await widget.root.getByRole('radio', { name: /Pickup/ }).check();
  await widget.fillGuest();
  await widget.button('Place order').press('Enter');
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
});

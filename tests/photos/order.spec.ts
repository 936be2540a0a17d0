import { expect, test } from '@playwright/test';
import { OrderWidget } from '../e2e/order/OrderWidget';
import { photo } from './photo';

// The drawer, bag, checkout and receipt at 375 and 1280 px. In framelessEmbed the widget is part of the partner
// page, so a full-page photo shows all of it (an iframe's content below the viewport is not painted into one).
for (const width of [375, 1280]) {
  test(`the order journey at ${width} px (frameless)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const { widget } = await OrderWidget.withTwoWeights(page, request, 'frameless');
    const app = widget.root.locator('.cn-app').first();
    await photo(page, app, `order-drawer-${width}`, { fullPage: false });

    await widget.drawer.getByRole('button', { name: 'View bag' }).click();
    await expect(widget.root.getByRole('region', { name: 'Purchase limits' })).toBeVisible();
    await photo(page, app, `order-bag-${width}`);

    // Delivery under this zip's minimum and a half-typed email: the checkout with its feedback showing.
    await widget.button('Check out').press('Enter');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();
    await widget.deliverTo({ street: '2000 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90026' });
    await expect(widget.root.getByText(/Delivery to this address needs a subtotal of at least/)).toBeVisible();
    await widget.root.getByLabel('Email').fill('ada@');
    await widget.root.getByLabel('Email').blur();
    await photo(page, app, `order-checkout-${width}`);

    await widget.root.getByRole('radio', { name: /Pickup/ }).check();
    await widget.fillGuest();
    await widget.button('Place order').press('Enter');
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
    await photo(page, app, `order-receipt-${width}`);
  });
}

import { expect, test } from '@playwright/test';
import { OrderWidget } from './OrderWidget';

// Issue 7 §6: photographs of the drawer, bag, checkout and receipt at 375 and 1280 px, for a human to look at.
// In framelessEmbed the widget is part of the partner page, so a full-page photo shows all of it (an iframe's
// content below the viewport is not painted into a full-page photo).
for (const width of [375, 1280]) {
  test(`photographs of the order journey at ${width} px (frameless)`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const flower = await OrderWidget.flower(request);
    const widget = await OrderWidget.open(page, 'frameless', OrderWidget.productPath(1, flower));
    await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^1g/);
    await expect(widget.drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await widget.addWeight(/^3\.5g/);
    await expect(widget.drawer.getByRole('listitem')).toHaveCount(2);
    await expect(widget.drawer.getByRole('meter')).toBeVisible();
    await page.waitForTimeout(400); // the sheet's slide-in
    await page.screenshot({ path: info.outputPath(`drawer-${width}.png`) });
    await widget.drawer.getByRole('button', { name: 'View bag' }).click();
    await expect(widget.root.getByRole('region', { name: 'Purchase limits' })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`cart-${width}.png`), fullPage: true });
    await widget.button('Check out').press('Enter');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();
    await widget.root.getByRole('radio', { name: /Delivery/ }).check();
    await widget.root.getByLabel('Street address').fill('2000 Sunset Blvd');
    await widget.root.getByLabel('City').fill('Los Angeles');
    await widget.root.getByLabel('State').fill('CA');
    await widget.root.getByLabel('ZIP code').fill('90026');
    await widget.root.getByLabel('ZIP code').blur();
    // $31.50 of flower is under this zip's $40 delivery minimum: the feedback says so before checkout refuses.
    await expect(widget.root.getByText(/Delivery to this address needs a subtotal of at least \$40\.00/)).toBeVisible();
    await widget.root.getByLabel('Email').fill('ada@');
    await widget.root.getByLabel('Email').blur();
    await page.screenshot({ path: info.outputPath(`checkout-${width}.png`), fullPage: true });
    await widget.root.getByRole('radio', { name: /Pickup/ }).check();
    await widget.root.getByLabel('Email').fill('ada@example.com');
    await widget.fillGuest();
    await widget.button('Place order').press('Enter');
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: info.outputPath(`receipt-${width}.png`), fullPage: true });
  });
}

import { expect, test } from '@playwright/test';
import { OrderWidget, type Embedding } from './OrderWidget';

// Store 1 delivers by its zones (000 §3 delivery_geofences): 500 W 5th St, 90013, is in its Downtown LA zone at an
// $8.00 fee over $50.00. Before an address the checkout promises nothing; after it, it says which zone took the
// address and the summary shows the zone's fee. Photographs at 375 and 1280 px go to the test's output folder.
const DOWNTOWN = { street: '500 W 5th St', city: 'Los Angeles', state: 'CA', zip: '90013' };

for (const embedding of ['iframe', 'frameless'] as const satisfies readonly Embedding[]) {
  test(`delivery inside a geofence with its fee (${embedding})`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const { widget } = await OrderWidget.withTwoWeights(page, request, embedding);
    await widget.drawer.getByRole('button', { name: 'View bag' }).click();
    await widget.button('Check out').press('Enter');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible();

    await widget.root.getByRole('radio', { name: /Delivery/ }).check();
    const summary = widget.root.locator('.cn-totals');
    // No address yet: neither "Free" nor "outside the delivery area".
    await expect(widget.root.getByText('Enter your address to see the delivery fee.')).toBeVisible();
    await expect(summary.getByText('Add an address')).toBeVisible();
    await expect(widget.root.getByText(/outside/)).toHaveCount(0);
    const step = widget.root.locator('.cn-checkout__form > *').filter({ has: widget.root.getByLabel('Street address') });
    const aside = widget.root.getByRole('complementary', { name: 'Order summary' });
    await step.screenshot({ path: testInfo.outputPath(`address-none-${embedding}-375.png`) });
    await aside.screenshot({ path: testInfo.outputPath(`summary-none-${embedding}-375.png`) });

    await widget.deliverTo(DOWNTOWN);
    await expect(widget.root.getByText('The address is inside the Downtown LA delivery zone.', { exact: false })).toBeVisible();
    // $31.50 of flower: under the zone's $50.00 minimum, which the notice names; the summary shows the zone's fee.
    await expect(widget.root.getByText(/needs a subtotal of at least \$50\.00/)).toBeVisible();
    const feeRow = summary.locator('.cn-totals__row', { hasText: 'Delivery fee' });
    await expect(feeRow).toContainText('$8.00');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await step.screenshot({ path: testInfo.outputPath(`address-downtown-${embedding}-${width}.png`) });
      await aside.screenshot({ path: testInfo.outputPath(`summary-downtown-${embedding}-${width}.png`) });
      if (width === 1280) await page.screenshot({ path: testInfo.outputPath(`page-downtown-${embedding}-1280.png`) });
    }
  });
}

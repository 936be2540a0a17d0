import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';

// 001 §2: kiosk goes to its QR thank-you (/cart/{id}/thankyou) after checkout.
test('the kiosk thank-you shows a scannable QR code and the reservation number', async ({ page }) => {
  await page.goto(`${origins().demo}/kiosk.html?canopy=${encodeURIComponent('/cart/12/thankyou')}`);
  const widget = page.frameLocator('iframe').first();
  await expect(widget.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible({ timeout: 20_000 });
  const qr = widget.getByRole('img', { name: 'QR code for reservation 12' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(200);
  await expect(widget.getByLabel('Reservation number 12')).toHaveText('#12');
});

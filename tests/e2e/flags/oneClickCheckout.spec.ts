import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createAccount, newShopper, ShopperAccount, type Shopper } from '../account/ShopperAccount';
import { OrderWidget } from '../order/OrderWidget';
import { reserveByApi } from '../support/reserveByApi';
import { changeStoreSettings } from '../support/storeSettings';

// 000 §1 one-click-checkout through the real host (default mode, the flag forced by the widget's own address): a
// shopper who reserved once has saved details, so with the flag on the bag drawer offers "Reserve now", which places
// the order and opens it; without the flag the drawer is the one every shopper knows. The drawer with the panel is
// photographed at 375 and 1280 px into /tmp/shots-oneclick/ for a person to look at.

const SHOTS = '/tmp/shots-oneclick';
const FLAG = 'featureFlagsOn=one-click-checkout';

// Store 1 asks a checkout agreement, which is given for each order and never saved (so no one-click there): the
// spec turns it off for its own run and puts it back.
test('a shopper who reserved once: Reserve now in the drawer places the order with the flag on; no panel without it', async ({ page, request }) => {
  // Two password hashes (the account and the log-in), two orders.
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const shopper = newShopper('oneclick');
  const token = await createAccount(request, shopper, { phone: shopper.phone, birth_date: '1990-02-03' });
  await reserveByApi(request, token, 'e2e-oneclick-device');
  const flower = await OrderWidget.flower(request);
  const productPage = OrderWidget.productPath(1, flower);

  const restore = await changeStoreSettings(request, 1, { require_checkout_agreement: false });
  try {
    await oneClickJourney(page, shopper, productPage, flower.name);
  } finally {
    await restore();
  }
});

async function oneClickJourney(page: Page, shopper: Shopper, productPage: string, flowerName: string): Promise<void> {
  const widget = await OrderWidget.open(page, 'default', `/login?${FLAG}`);
  await new ShopperAccount(widget).logIn(shopper.email, shopper.password);

  // Without the flag: the drawer as always.
  await widget.goto(productPage);
  await expect(widget.heading(flowerName, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^3\.5g/);
  await expect(widget.drawer.getByRole('button', { name: 'Check out', exact: true })).toBeVisible();
  await expect(widget.drawer.getByRole('region', { name: 'Reserve in one click' })).toHaveCount(0);

  // With the flag: the panel names what the order will use, above Check out.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await widget.goto(`${productPage}?${FLAG}`);
    await expect(widget.heading(flowerName, 1)).toBeVisible({ timeout: 20_000 });
    await widget.addWeight(/^3\.5g/);
    const panel = widget.drawer.getByRole('region', { name: 'Reserve in one click' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    for (const shown of ['Pickup', 'Cash', `${shopper.firstName} ${shopper.lastName}`, shopper.phone.slice(-4)]) await expect(panel).toContainText(shown);
    await expect(panel.getByRole('link', { name: 'Change details' })).toBeVisible();
    await widget.drawer.screenshot({ path: `${SHOTS}/drawer-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/page-${width}.png` });
  }

  // One click: the reservation, as the checkout form's order opens it.
  await widget.drawer.getByRole('button', { name: 'Reserve now' }).click();
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toMatch(/^\/profile\/reservations\/\d+$/);
}

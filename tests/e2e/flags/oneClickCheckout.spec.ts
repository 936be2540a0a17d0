import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, newShopper, type Shopper } from '../account/ShopperAccount';
import { OrderWidget } from '../order/OrderWidget';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { changeStoreSettings } from '../support/storeSettings';

// 000 §1 one-click-checkout through the real host (default mode, the flag forced by the widget's own address): a
// shopper who reserved once has saved details, so with the flag on the bag drawer offers "Reserve now", which places
// the order and opens it; without the flag the drawer is the one every shopper knows. The drawer with the panel is
// photographed at 375 and 1280 px into /tmp/shots-oneclick/ for a person to look at.

const SHOTS = '/tmp/shots-oneclick';
const FLAG = 'featureFlagsOn=one-click-checkout';

/** An eighth of a flower at store 1, reserved for pickup paid in cash with the account's token (docs/api-commerce.md). */
async function reserveOnce(request: APIRequestContext, token: string): Promise<void> {
  const flower = await OrderWidget.flower(request);
  const api = `${origins().host}/api/v1`;
  const headers = { Authorization: `Bearer ${token}` };
  const product = { count: 1, price_id: 'eighth_ounce', product_id: flower.id, recommended: false };
  const added = await request.post(`${api}/cart_products`, {
    headers,
    data: { app_mode: 'default', app_mode_name: null, cart_uuid: null, j_device_id: 'e2e-oneclick-device', product, store_id: 1, tags: [], user_agent: 'playwright' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { cart_uuid: cartUuid, cart } = (await added.json()) as { cart_uuid: string; cart: { order_total: number } };
  const placed = await request.post(`${api}/carts/checkout`, {
    headers,
    data: { cart_uuid: cartUuid, payment_method: 'cash', reservation_mode: 'pickup', expected_total: cart.order_total, birth_date: '1990-02-03', agreement_accepted: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
}

/** Logs in through the widget's own form (the session is kept across page loads, 001 §4). */
async function logIn(widget: OrderWidget, shopper: Shopper): Promise<void> {
  await widget.root.getByLabel('E-mail or phone').fill(shopper.email);
  await widget.root.getByLabel('Password').fill(shopper.password);
  await widget.button('Log in').click();
  await expect(widget.page).not.toHaveURL(/\/login/, { timeout: PASSWORD_HASH_TIMEOUT_MS });
}

// Store 1 asks a checkout agreement, which is given for each order and never saved (so no one-click there): the
// spec turns it off for its own run and puts it back.
test('a shopper who reserved once: Reserve now in the drawer places the order with the flag on; no panel without it', async ({ page, request }) => {
  // Two password hashes (the account and the log-in), two orders.
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const shopper = newShopper('oneclick');
  const token = await createAccount(request, shopper, { phone: shopper.phone, birth_date: '1990-02-03' });
  await reserveOnce(request, token);
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
  await logIn(widget, shopper);

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

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { animationsFinished } from '../support/animationsFinished';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { OrderWidget } from '../order/OrderWidget';

// The signed-in shopper's reservations through the real host (default mode): an order placed with the account,
// then the list → the reservation → its receipt → its invoice → its store → rating it, and the bag's alerts.
// axe finds 0 serious or critical violations on every page at 375 and 1280 px; each page is photographed at both
// widths into /tmp/shots-resv/ for a person to look at.

const SHOTS = '/tmp/shots-resv';
const PASSWORD = 'correct horse battery';

/** A new account, by the API (one password hash). */
async function register(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `reservations-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const answer = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email, password: PASSWORD, first_name: 'Sam', last_name: 'Shopper', phone: '2135550100', birth_date: '1990-02-03' } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(answer.status()).toBe(201);
  return { email, token: ((await answer.json()) as { token: string }).token };
}

/** An eighth of a flower at store 1, reserved for pickup with the account's token (docs/api-commerce.md). */
async function placeOrder(request: APIRequestContext, token: string): Promise<number> {
  const flower = await OrderWidget.flower(request);
  const api = `${origins().host}/api/v1`;
  const headers = { Authorization: `Bearer ${token}` };
  const added = await request.post(`${api}/cart_products`, {
    headers,
    data: {
      app_mode: 'default',
      app_mode_name: null,
      cart_uuid: null,
      j_device_id: 'e2e-reservations-device',
      product: { count: 1, price_id: 'eighth_ounce', product_id: flower.id, recommended: false },
      store_id: 1,
      tags: [],
      user_agent: 'playwright',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { cart_uuid: cartUuid, cart } = (await added.json()) as { cart_uuid: string; cart: { order_total: number } };
  const placed = await request.post(`${api}/carts/checkout`, {
    headers,
    data: { cart_uuid: cartUuid, payment_method: 'cash', reservation_mode: 'pickup', expected_total: cart.order_total, birth_date: '1990-02-03', agreement_accepted: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { reservation: { id: number } }).reservation.id;
}

/** Serious and critical axe violations on the widget, by rule and first nodes. */
async function seriousViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await animationsFinished(page.locator('.cn-app').first());
  const results = await new AxeBuilder({ page }).include('.cn-app').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
}

/** Panels whose right edge passes their container's content box (a row that will not wrap pushes them out). */
function spilledPanels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.cn-rpanel, .cn-resv-card, .cn-invoice, .cn-alert, .cn-resv-review__form')).flatMap((panel) => {
      const parent = panel.parentElement!;
      const limit = parent.getBoundingClientRect().right - parseFloat(getComputedStyle(parent).paddingRight) - parseFloat(getComputedStyle(parent).borderRightWidth);
      const right = panel.getBoundingClientRect().right;
      return right > limit + 0.5 ? [`${panel.className}: ${Math.round(right)} > ${Math.round(limit)}`] : [];
    }),
  );
}

/** axe at this width, then a photograph of the whole page. */
async function check(page: Page, name: string, width: number): Promise<void> {
  expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test('signed in: reservations list → reservation → receipt → invoice → store → rating, and the bag alerts; axe at 375 and 1280 px', async ({ page, request }) => {
  // Two password hashes (the account and the log-in) and eight pages at two widths.
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const { email, token } = await register(request);

  // Log in through the widget, as a shopper does (the session is kept across page loads, 001 §4).
  const widget = await OrderWidget.open(page, 'default', '/login');
  await widget.root.getByLabel('E-mail or phone').fill(email);
  await widget.root.getByLabel('Password').fill(PASSWORD);
  await widget.button('Log in').click();
  // A signed-in shopper leaves the login page.
  await expect(page).not.toHaveURL(/\/login/, { timeout: PASSWORD_HASH_TIMEOUT_MS });

  // No order yet: the empty state, with a way to shop.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await widget.goto('/profile/reservations');
    await expect(widget.heading('No reservations yet')).toBeVisible({ timeout: 20_000 });
    await expect(widget.root.getByRole('link', { name: 'Start shopping' })).toBeVisible();
    await check(page, 'reservations-empty', width);
    // The bag alerts of an empty bag: none, and the way to the bag.
    await widget.goto('/cartAlerts');
    await expect(widget.heading('No alerts')).toBeVisible({ timeout: 20_000 });
    await check(page, 'cart-alerts-empty', width);
  }

  const id = await placeOrder(request, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await widget.goto('/profile/reservations');
  const card = widget.root.getByRole('link', { name: new RegExp(`^Reservation #${id} at `) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByRole('listitem').filter({ has: card })).toContainText('Placed');
  await check(page, 'reservations-list', 1280);

  // The reservation, by a click on its card.
  await card.click();
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/profile/reservations/${id}`);
  await expect(widget.root.getByText('1 × ')).toBeVisible();
  await check(page, 'reservation', 1280);

  await widget.root.getByRole('link', { name: 'Receipt' }).click();
  await expect(widget.heading('Receipt', 1)).toBeVisible();
  await expect(widget.root.getByText('Total', { exact: true })).toBeVisible();
  await check(page, 'reservation-receipt', 1280);

  await widget.root.getByRole('link', { name: 'Printable invoice' }).click();
  await expect(widget.heading(`Invoice #${id}`, 1)).toBeVisible();
  await expect(widget.root.getByRole('region', { name: 'Buyer' })).toContainText('Sam Shopper');
  await expect(widget.root.getByRole('region', { name: 'Seller' })).toContainText(/\S/);
  await expect(widget.button('Print')).toBeVisible();
  await check(page, 'invoice', 1280);
  // On paper only the invoice: no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(widget.button('Print')).toBeHidden();
  await expect(page.locator('.cn-header')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/invoice-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await widget.root.getByRole('link', { name: 'Back to the reservation' }).click();
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible();
  await widget.root.getByRole('link', { name: 'Store details' }).click();
  await expect(widget.root.getByRole('link', { name: /Get directions/ })).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByRole('heading', { name: /hours$/ })).toBeVisible();
  await check(page, 'reservation-store', 1280);

  // Rating it, by keyboard: the arrows choose among the five stars, Tab to the comment and the button.
  await widget.root.getByRole('link', { name: /Back to reservation/ }).click();
  await widget.root.getByRole('link', { name: 'Rate this reservation' }).click();
  await expect(widget.heading('Rate your reservation', 1)).toBeVisible();
  await expect(widget.root.getByRole('radio', { name: '1 star' })).toBeVisible();
  await check(page, 'review', 1280);
  await widget.root.getByRole('radio', { name: '1 star' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(widget.root.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(widget.root.getByLabel('Comment (optional)')).toBeFocused();
  await page.keyboard.type('Ready on time, friendly staff.');
  await page.keyboard.press('Tab');
  await expect(widget.button('Send rating')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.heading('Thanks for your rating')).toBeVisible();
  await check(page, 'review-sent', 1280);
  await widget.root.getByRole('link', { name: 'Back to the reservation' }).click();
  await expect(widget.heading('Your rating')).toBeVisible();
  await expect(widget.root.getByText('Ready on time, friendly staff.')).toBeVisible();
  await expect(widget.root.getByRole('link', { name: 'Rate this reservation' })).toHaveCount(0);

  // The bag alerts: a bag for delivery to an address outside the store's area says so, with the way to fix it.
  const flower = await OrderWidget.flower(request);
  await widget.goto(OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^3\.5g/);
  await expect(widget.drawer).toBeVisible();
  await page.keyboard.press('Escape');
  const cartUuid = await page.evaluate(() => (JSON.parse(localStorage.getItem('canopy-cart-default') ?? '{}') as { uuid?: string }).uuid);
  const moved = await request.patch(`${origins().host}/api/v1/carts`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      uuid: cartUuid,
      reservation_mode: 'delivery',
      delivery_address: { street: '20 W 34th St', city: 'New York', state_code: 'NY', zipcode: '10001', lat: 40.7484, long: -73.9857 },
    },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await widget.goto('/cartAlerts');
  await expect(widget.root.getByText(/outside the store’s delivery area/)).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByRole('link', { name: 'Change address' })).toBeVisible();
  await check(page, 'cart-alerts', 1280);

  // Every page again on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  const pages: [string, string, () => Promise<void>][] = [
    ['reservations-list', '/profile/reservations', () => expect(card).toBeVisible({ timeout: 20_000 })],
    ['reservation', `/profile/reservations/${id}`, () => expect(widget.heading('Your rating')).toBeVisible({ timeout: 20_000 })],
    ['reservation-receipt', `/profile/reservations/${id}/receipt`, () => expect(widget.root.getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 })],
    ['invoice', `/invoice/${id}`, () => expect(widget.button('Print')).toBeVisible({ timeout: 20_000 })],
    ['reservation-store', `/profile/reservations/${id}/store`, () => expect(widget.root.getByRole('link', { name: /Get directions/ })).toBeVisible({ timeout: 20_000 })],
    ['review', `/reservationReview?reservation_id=${id}`, () => expect(widget.root.getByText('You rated this order before:')).toBeVisible({ timeout: 20_000 })],
    ['cart-alerts', '/cartAlerts', () => expect(widget.root.getByRole('link', { name: 'Change address' })).toBeVisible({ timeout: 20_000 })],
  ];
  for (const [name, path, ready] of pages) {
    await widget.goto(path);
    await ready();
    // Nothing wider than the phone (no sideways scrolling), and no panel wider than the box it sits in.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await spilledPanels(page), name).toEqual([]);
    await check(page, name, 375);
  }
});

test('signed out, the reservations and the invoice send the shopper to log in and back (001 §4)', async ({ page }) => {
  const widget = await OrderWidget.open(page, 'default', '/invoice/1');
  await expect(widget.heading('Log in', 1)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).search).toBe(`?return_to=${encodeURIComponent('/invoice/1')}`);
  await widget.goto('/profile/reservations');
  await expect(widget.heading('Log in', 1)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).search).toBe(`?return_to=${encodeURIComponent('/profile/reservations')}`);
});

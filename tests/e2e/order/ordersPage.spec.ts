import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, newShopper, ShopperAccount } from '../account/ShopperAccount';
import { origins } from '../support/origins';
import { reserveByApi } from '../support/reserveByApi';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { OrderWidget } from './OrderWidget';

// The store's side of the loop (DESIGN §1.7): the demo Orders page sees an order a signed-in shopper places in the
// embedded widget arrive without a reload, moves it to accepted and then ready by keyboard, and the shopper's
// reservation page says "Ready for pickup"; another order is cancelled with a reason the shopper is told.
// The page is photographed at 1280 and 375 px into /tmp/shots-orders/ for a person to look at; axe finds nothing serious.

const SHOTS = '/tmp/shots-orders';

async function look(orders: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await orders.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    expect(await orders.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    const serious = (await new AxeBuilder({ page: orders }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${name} at ${width} px`,
    ).toEqual([]);
    await orders.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await orders.setViewportSize({ width: 1280, height: 900 });
}

test('the Orders page sees an embedded order live, marks it ready, and the shopper’s page shows Ready', async ({ page, context, request }) => {
  // Two password hashes (the account and the log-in) and a checkout through the widget.
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const shopper = newShopper('orders');
  const token = await createAccount(request, shopper);

  const orders = await context.newPage();
  await orders.setViewportSize({ width: 1280, height: 900 });
  await orders.goto(`${origins().demo}/orders.html`);
  await expect(orders.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The shopper, in the embedded widget on the partner page: log in, an eighth of a flower, pickup, Place order.
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'iframe', '/login');
  const account = new ShopperAccount(widget);
  await expect(widget.heading('Log in', 1)).toBeVisible({ timeout: 30_000 });
  await account.field('E-mail or phone').fill(shopper.email);
  await account.field('Password').fill(shopper.password);
  // By keyboard: the iframe sizes itself to each page, and a click can land while it does.
  await account.field('Password').press('Enter');
  await expect(widget.heading('Log in', 1)).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  await widget.navigate(OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 30_000 });
  await widget.addWeight(/^3\.5g/);
  await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
  await expect(widget.heading('Checkout', 1)).toBeVisible({ timeout: 30_000 });
  await widget.fillGuest();
  await widget.button('Place order').press('Enter');
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => new URL(page.url()).searchParams.get('canopy') ?? '').toMatch(/^\/profile\/reservations\/\d+(\?|$)/);
  const id = Number(/reservations\/(\d+)/.exec(new URL(page.url()).searchParams.get('canopy')!)![1]);

  // It arrives on the Orders page, which was never reloaded.
  const card = orders.getByRole('article', { name: `Reservation #${id}` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Placed', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Items' })).toContainText(`1 × ${flower.name}`);
  await expect(card).toContainText('Pickup');
  // The live region announces each arrival; other specs place store 1 orders at the same time, so it may name theirs.
  await expect(orders.getByRole('status')).toHaveText(/^New reservation #\d+ \(Placed\)\.$/);
  await look(orders, 'orders-placed');

  // By keyboard: Accept, then focus stays in the card, on its next move.
  await card.getByRole('button', { name: 'Accept' }).focus();
  await orders.keyboard.press('Enter');
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark ready' })).toBeFocused();
  await orders.keyboard.press('Enter');
  await expect(card.getByText('Ready for pickup', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Complete' })).toBeFocused();

  // The shopper's reservation page says so, and so does the mail.
  await widget.navigate('/profile/reservations');
  const listed = widget.root.getByRole('listitem').filter({ has: widget.root.getByRole('link', { name: new RegExp(`^Reservation #${id} at `) }) });
  await expect(listed).toContainText('Ready for pickup', { timeout: 20_000 });
  await listed.getByRole('link').click();
  await expect(widget.heading('Your order is ready for pickup', 1)).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByText('Ready for pickup', { exact: true })).toBeVisible();
  const outbox = (await (await request.get(`${origins().demo}/outbox.json`)).json()) as { messages: { recipient: string; subject: string }[] };
  const subjects = outbox.messages.filter((m) => m.recipient === shopper.email).map((m) => m.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^Your reservation #${id} at .*: Accepted$`)),
      expect.stringMatching(new RegExp(`^Your reservation #${id} at .*: Ready for pickup$`)),
    ]),
  );

  // Another order, cancelled: the page asks why, and Escape or "Keep it" leaves it be.
  // Another pickup order of the account, by the API: something for the page to cancel.
  const other = await reserveByApi(request, token, 'e2e-orders-device');
  const otherCard = orders.getByRole('article', { name: `Reservation #${other}` });
  await expect(otherCard).toBeVisible({ timeout: 20_000 });
  await otherCard.getByRole('button', { name: 'Cancel…' }).click();
  const reason = otherCard.getByLabel(/Reason for cancelling/);
  await expect(reason).toBeFocused();
  await look(orders, 'orders-cancelling');
  await orders.keyboard.press('Escape');
  await expect(reason).toHaveCount(0);
  await expect(otherCard.getByRole('button', { name: 'Cancel…' })).toBeFocused();
  await orders.keyboard.press('Enter');
  await reason.fill('<b>Out of stock</b>');
  await orders.keyboard.press('Enter');
  await expect(otherCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(otherCard.getByText('Reason: <b>Out of stock</b>')).toBeVisible();
  await expect(otherCard.getByRole('button')).toHaveCount(0);
  await look(orders, 'orders-moved');

  await widget.navigate(`/profile/reservations/${other}`);
  await expect(widget.heading('This order was cancelled', 1)).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByText('Reason: <b>Out of stock</b>')).toBeVisible();
});

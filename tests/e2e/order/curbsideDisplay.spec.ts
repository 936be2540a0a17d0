import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { origins } from '../support/origins';
import { changeStoreSettings } from '../support/storeSettings';
import { OrderWidget } from './OrderWidget';

// A curbside order's car and spot where people look for them (000 §3 QR curbside settings): the shopper's receipt in
// the embedded widget, and the store's demo Orders page (docs/api-admin.md § Reservations). Then a store closed now,
// where Place order waits and says why. Photographed at 375 and 1280 px into /tmp/shots-curbside/ for a person to look at.

const SHOTS = '/tmp/shots-curbside';
const WIDTHS = [375, 1280] as const;

test.describe.configure({ mode: 'serial' });

/** Each width in turn, once `subject` has stopped changing height (the loader sizes an iframe to its content). */
async function shoot(page: Page, subject: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    let last = -1;
    await expect
      .poll(async () => {
        const height = (await subject.boundingBox())?.height ?? 0;
        const settled = height === last;
        last = height;
        return settled;
      })
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    await subject.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** The embedded widget at store 1's guest checkout, with an eighth of a flower in the bag. */
const CLOSED_STORE_ID = 3;

async function eighthAtCheckout(page: Page, request: APIRequestContext, storeId = 1): Promise<OrderWidget> {
  const flower = await OrderWidget.flower(request, storeId);
  const widget = await OrderWidget.open(page, 'iframe', OrderWidget.productPath(storeId, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^3\.5g/);
  await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
  await expect(widget.heading('Guest checkout', 1)).toBeVisible();
  return widget;
}

test('a curbside order: the receipt says the car and spot, and the Orders page shows Car and Spot', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const restore = await changeStoreSettings(request, 1, { curbside_pickup_setting: 'allowed', qr_curbside_settings: { max_spot_number: 8, hide_spot_number: false } });
  try {
    const orders = await context.newPage();
    await orders.goto(`${origins().demo}/orders.html`);
    await expect(orders.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });

    // Other specs place store 1 orders at the same time: this one is found by its own car.
    const vehicle = `Blue Honda Civic ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const widget = await eighthAtCheckout(page, request);
    await widget.root.getByRole('radio', { name: /Curbside/ }).check();
    await widget.root.getByLabel(/Vehicle/).fill(vehicle);
    await widget.root.getByLabel(/Parking spot/).selectOption('4');
    await widget.fillGuest();
    await widget.button('Place order').press('Enter');
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
    const curbside = widget.root.getByRole('term').filter({ hasText: /^Curbside$/ });
    await expect(curbside).toBeVisible();
    await expect(curbside.locator('xpath=following-sibling::dd[1]')).toHaveText(`${vehicle}, spot 4`);
    await page.addStyleTag({ content: '.gl-header,.gl-log-toggle{display:none!important}' });
    await shoot(page, page.locator('#canopy-menu iframe'), 'receipt-curbside');

    const card = orders.getByRole('article').filter({ hasText: vehicle });
    await expect(card).toContainText('Curbside pickup');
    const fact = (term: string) =>
      card
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(fact('Car')).toHaveText(vehicle);
    await expect(fact('Spot')).toHaveText('4');
    await orders.addStyleTag({ content: '.gl-header,.gl-log-toggle{display:none!important}' });
    await shoot(orders, orders.locator('main'), 'orders-curbside');
  } finally {
    await restore();
  }
});

test('a store closed now that takes no off-hours order: Place order waits, and says why', async ({ page, request }) => {
  test.setTimeout(90_000);
  const closedAllWeek = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({ day, from: null, to: null }));
  // Store 3, which no other spec orders from: closed all week for every mode while this runs. Closing pickup alone
  // left delivery open in its own hours, and the checkout then offered it: the check passed or failed with the time of day.
  const restore = await changeStoreSettings(request, CLOSED_STORE_ID, {
    pickup_hours: closedAllWeek,
    delivery_hours: closedAllWeek,
    curbside_hours: closedAllWeek,
    allow_off_hours_ordering: false,
    guest_checkout_setting: 'allowed',
  });
  try {
    const widget = await eighthAtCheckout(page, request, CLOSED_STORE_ID);
    await widget.fillGuest();
    const place = widget.button('Place order');
    await expect(place).toBeDisabled();
    await expect(place).toHaveAttribute('aria-describedby', /cn-time-closed/);
    await expect(widget.root.getByText('You can place your order once the store takes orders again.')).toBeVisible();
    await page.addStyleTag({ content: '.gl-header,.gl-log-toggle{display:none!important}' });
    // The time step's reason and the button with its hint, each on its own: at 375 px the checkout is too long an
    // iframe for one picture to be painted whole.
    await shoot(page, widget.root.locator('.cn-step').first(), 'checkout-closed-time');
    await shoot(page, widget.root.locator('.cn-checkout__aside'), 'checkout-closed-button');
  } finally {
    await restore();
  }
});

import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { firstSlot, slotRulesOf, type CheckoutSlot } from '../../../shared/cart';
import { storeWindowText } from '../../../shared/schedule';
import { changeStoreSettings, type RestoreSettings } from '../support/storeSettings';
import { OrderWidget } from './OrderWidget';

// A store closed now that takes off-hours orders (000 §3 allow_off_hours_ordering) offers its first real slot, not
// "as soon as possible", and the order goes through. The browser runs in another zone than the store's (Pacific):
// the slot and the receipt still read on the store's clock with its zone's short name. The time section and the
// receipt are photographed at 375 and 1280 px into /tmp/shots-times/ for a person to look at.

const STORE_ID = 4;
const SHOTS = '/tmp/shots-times';
const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** Pickup hours that open three hours from now in Los Angeles and last two: the store is closed now, every day. */
function closedNowHours(): { day: string; from: string; to: string }[] {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }).format(Date.now()));
  return ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({ day, from: hh(hour + 3), to: hh(hour + 5) }));
}

let restore: RestoreSettings;
let settings: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  restore = await changeStoreSettings(request, STORE_ID, {
    pickup: true,
    pickup_hours: closedNowHours(),
    allow_off_hours_ordering: true,
    allow_future_day_ordering: true,
    pickup_id_required: false,
    pickup_minimum: 0,
    pickup_payment_options: ['cash'],
    guest_checkout_setting: 'allowed',
    cart_limit_rules: [],
  });
  settings = restore.settings;
});

test.afterAll(({ request }) => restore(request));

for (const timezoneId of ['America/New_York', 'UTC']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test.setTimeout(90_000);

    for (const embedding of ['iframe', 'frameless'] as const) {
      test(`a closed store offering its first real slot (${embedding})`, async ({ page, request }) => {
        const rules = slotRulesOf(settings as never, 'pickup', 'Pacific Time (US & Canada)');
        const slot = firstSlot(rules, Date.now()) as CheckoutSlot;
        expect(slot.label).toMatch(/ P[SD]T$/);
        const flower = await OrderWidget.flower(request, STORE_ID);
        const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(STORE_ID, flower));
        await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
        await widget.addWeight(/^3\.5g/);
        await expect(widget.drawer).toBeVisible();
        await widget.navigate('/cart/guest_checkout');
        await expect(widget.heading('Guest checkout', 1)).toBeVisible({ timeout: 20_000 });

        const time = widget.root.getByLabel('Pickup time');
        await expect(time.locator('option:checked')).toHaveText(`${slot.day}, ${slot.label}`);
        await expect(time.locator('option', { hasText: 'As soon as possible' })).toHaveCount(0);
        await expect(widget.root.getByText(/The store is closed for pickup now; it opens .* P[SD]T\. The first time it can fill is chosen for you\./)).toBeVisible();
        if (embedding === 'iframe' && timezoneId === 'UTC') await look(page, time, 'time');

        await widget.fillGuest();
        await widget.button('Place order').click();
        await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
        const window = storeWindowText(
          slot.start,
          new Date(Date.parse(slot.start) + Number((settings.pickup_timing as { window: number }).window) * 60_000).toISOString(),
          rules.timeZone,
        );
        await expect(widget.root.getByText(window!, { exact: true })).toBeVisible();
        if (embedding === 'iframe' && timezoneId === 'UTC') await look(page, widget.root.getByText(window!, { exact: true }), 'receipt');
      });
    }
  });
}

/** Screenshots of one part of the widget at 1280 and 375 px, for a person to look at. */
async function look(page: import('@playwright/test').Page, part: import('@playwright/test').Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

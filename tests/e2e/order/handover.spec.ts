import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { origins } from '../support/origins';
import { changeStoreSettings } from '../support/storeSettings';
import { OrderWidget } from './OrderWidget';

// How an order is handed over (000 §3), end to end on the real host: curbside with a numbered spot (iframe and
// framelessEmbed), a kiosk's anonymous order (kiosk is an iframe mode only) and white label's checkout. Each
// checkout is photographed at 375 and 1280 px into /tmp/shots-handover/ for a person to look at.
const SHOTS = '/tmp/shots-handover';
const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The widget alone: the partner page's sticky header and message log would sit over it in a long screenshot.
  await page.addStyleTag({ content: '.gl-header,.gl-log-toggle{display:none!important}' });
  const frame = page.locator('#canopy-menu iframe');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    // The loader sizes the iframe to its content (resize messages, debounced): wait until the height settles.
    let last = -1;
    await expect
      .poll(async () => {
        const height = (await frame.boundingBox())?.height ?? 0;
        const settled = height === last;
        last = height;
        return settled;
      })
      .toBe(true);
    await frame.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

for (const embedding of ['iframe', 'frameless'] as const) {
  test(`curbside with a spot (${embedding}): the car and spot reach the server, and the order is placed`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const restore = await changeStoreSettings(request, 1, { curbside_pickup_setting: 'allowed', qr_curbside_settings: { max_spot_number: 8, hide_spot_number: false } });
    try {
      const flower = await OrderWidget.flower(request);
      const widget = await OrderWidget.open(page, embedding, OrderWidget.productPath(1, flower));
      await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
      await widget.addWeight(/^3\.5g/);
      await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
      await expect(widget.heading('Guest checkout', 1)).toBeVisible();
      await widget.root.getByRole('radio', { name: /Curbside/ }).check();
      await expect(widget.root.getByLabel('Curbside pickup time')).toBeVisible();
      await widget.root.getByLabel(/Vehicle/).fill('Blue Honda Civic');
      await widget.root.getByLabel(/Parking spot/).selectOption('4');
      await widget.fillGuest();
      if (embedding === 'iframe') await shoot(page, 'checkout-curbside');
      const sent = page.waitForRequest((r) => r.url().endsWith('/carts/checkout') && r.method() === 'POST');
      await widget.button('Place order').press('Enter');
      expect((await sent).postDataJSON()).toMatchObject({ reservation_mode: 'curbside', curbside: { spot_number: 4, vehicle: 'Blue Honda Civic' } });
      await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => widget.messages('checkout')).toEqual([expect.objectContaining({ reservationId: expect.any(String) })]);
    } finally {
      await restore();
    }
  });
}

/** On a product page in a frame: an eighth in the bag, by keyboard as OrderWidget.addWeight (a click in a frame the loader is resizing can land beside its target). */
async function addEighth(widget: FrameLocator): Promise<void> {
  const eighth = widget.getByRole('radio', { name: /^3\.5g/ }).first();
  await eighth.press('Space');
  await expect(eighth).toBeChecked();
  await widget.getByRole('button', { name: 'Add to bag', exact: true }).press('Enter');
}

/** On a product page in a frame: an eighth in the bag, and on from the drawer to checkout. */
async function bagAndCheckOut(widget: FrameLocator): Promise<void> {
  await addEighth(widget);
  await widget.getByRole('dialog', { name: 'Your bag' }).getByRole('button', { name: 'Check out' }).press('Enter');
}

async function openKiosk(page: Page, route: string): Promise<FrameLocator> {
  await page.goto(`${origins().demo}/kiosk.html?canopy=${encodeURIComponent(route)}`);
  const widget = page.frameLocator('#canopy-menu iframe');
  await expect(widget.locator('.cn-app[data-mode=kiosk]')).toBeVisible({ timeout: 30_000 });
  return widget;
}

test('a kiosk anonymous order: landing → menu → bag → checkout without contact details → the QR thank-you', async ({ page, request }) => {
  test.setTimeout(120_000);
  const restore = await changeStoreSettings(request, 1, { kiosk_anonymous_checkout: 'required' });
  try {
    const flower = await OrderWidget.flower(request);
    const widget = await openKiosk(page, '/landing');
    await expect(widget.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByText('No account and no contact details needed.')).toBeVisible();
    await widget.getByRole('link', { name: 'Start your order' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy')).toBe('/menu');
    await page.goto(`${origins().demo}/kiosk.html?canopy=${encodeURIComponent(OrderWidget.productPath(1, flower))}`);
    await expect(widget.getByRole('heading', { level: 1, name: flower.name })).toBeVisible({ timeout: 20_000 });
    await bagAndCheckOut(widget);
    await expect(widget.getByRole('heading', { level: 1, name: /checkout/i })).toBeVisible();
    await expect(widget.getByRole('radio', { name: /Delivery/ })).toHaveCount(0);
    await expect(widget.getByLabel('First name')).toHaveCount(0);
    const birthDate = widget.getByLabel('Date of birth');
    if ((await birthDate.count()) > 0) await birthDate.fill('1990-02-03');
    const agreement = widget.getByRole('checkbox');
    if ((await agreement.count()) > 0) await agreement.press('Space');
    await shoot(page, 'checkout-kiosk');
    const sent = page.waitForRequest((r) => r.url().endsWith('/carts/checkout') && r.method() === 'POST');
    await widget.getByRole('button', { name: 'Place order' }).press('Enter');
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.app_mode).toBe('kiosk');
    expect(body).not.toHaveProperty('contact');
    await expect(widget.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByRole('img', { name: /^QR code for reservation \d+$/ })).toBeVisible();
  } finally {
    await restore();
  }
});

test('white label checkout carries no "Powered by Canopy"', async ({ page, request }) => {
  test.setTimeout(90_000);
  const flower = await OrderWidget.flower(request);
  await page.goto(`${origins().demo}/white-label.html?canopy=${encodeURIComponent(OrderWidget.productPath(1, flower))}`);
  const widget = page.frameLocator('#canopy-menu iframe');
  await expect(widget.getByRole('heading', { level: 1, name: flower.name })).toBeVisible({ timeout: 30_000 });
  await bagAndCheckOut(widget);
  await expect(widget.getByRole('heading', { level: 1, name: 'Guest checkout' })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Terms', exact: true })).toBeVisible();
  await expect(widget.getByText('Powered by Canopy')).toHaveCount(0);
  await shoot(page, 'checkout-white-label');
});

/** The headless parent of the JS API (DESIGN §1.3): the loader without data-*, then Canopy.mount in headless mode. */
async function mountHeadless(page: Page, path: string) {
  await page.goto(`${origins().demo}/harness.html#${encodeURIComponent('[{}]')}`);
  await page.waitForFunction(() => (window as unknown as { harnessDone: boolean }).harnessDone);
  await page.evaluate((initialPath) => {
    const w = window as unknown as { Canopy: { mount(o: object): { on(t: string, f: (p: unknown) => void): void } }; embed: unknown; seen: { type: string; payload: unknown }[] };
    w.seen = [];
    const embed = w.Canopy.mount({ mode: 'headless', storeId: 1, target: '#m', path: initialPath, urlSync: 'off' });
    for (const type of ['ready', 'cart', 'checkout', 'error', 'route']) embed.on(type, (payload) => w.seen.push({ type, payload }));
    w.embed = embed;
  }, path);
  return page.frameLocator('#m iframe');
}

const seen = (page: Page, type: string) =>
  page.evaluate((t) => (window as unknown as { seen: { type: string; payload: unknown }[] }).seen.filter((m) => m.type === t).map((m) => m.payload), type);
const navigate = (page: Page, path: string) => page.evaluate((to) => (window as unknown as { embed: { navigate(p: string): void } }).embed.navigate(to), path);

test('a headless parent completes an order through the JS API and hears of a failed call', async ({ page, request }: { page: Page; request: APIRequestContext }) => {
  test.setTimeout(120_000);
  const flower = await OrderWidget.flower(request);
  const widget = await mountHeadless(page, `/products/${flower.id}/flower?store_id=1`);
  await expect.poll(() => seen(page, 'ready')).toEqual([expect.objectContaining({ mode: 'headless', storeId: 1 })]);
  await expect(widget.getByRole('heading', { level: 1, name: flower.name })).toBeVisible({ timeout: 20_000 });
  await addEighth(widget);
  await expect.poll(async () => ((await seen(page, 'cart')) as { count: number }[]).at(-1)?.count).toBe(1);
  // The widget's own bag entry, and the parent's navigate(), both lead on.
  await expect(widget.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
  await navigate(page, '/cart');
  await expect(widget.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible();
  await navigate(page, '/cart/checkout');
  await expect(widget.getByRole('heading', { level: 1, name: /checkout/i })).toBeVisible();
  const root = widget;
  const fill = async (label: string | RegExp, value: string) => {
    const field = root.getByLabel(label);
    if ((await field.count()) > 0) await field.fill(value);
  };
  await fill('Date of birth', '1990-02-03');
  await fill('First name', 'Ada');
  await fill('Last name', 'Headless');
  await fill('Phone', '213-555-0100');
  await fill('Email', 'ada.headless@example.com');
  const agreement = root.getByRole('checkbox');
  if ((await agreement.count()) > 0) await agreement.press('Space');
  await root.getByRole('button', { name: 'Place order' }).press('Enter');
  await expect.poll(() => seen(page, 'checkout'), { timeout: 20_000 }).toEqual([expect.objectContaining({ reservationId: expect.any(String) })]);

  // 001 §8: a failed API call reaches the parent as `error`.
  await navigate(page, '/products/99999999/no-such-product');
  await expect.poll(() => seen(page, 'error'), { timeout: 20_000 }).toContainEqual(expect.objectContaining({ status: 404, path: expect.stringContaining('99999999') }));
});

test('a headless parent without the loader: ready names the framed store, and the bag entry is there', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { raw: { type: string; payload: unknown }[] };
    w.raw = [];
    addEventListener('message', (event) => {
      const data = event.data as { source?: string; type?: string; payload?: unknown } | null;
      if (data?.source === 'canopy' && typeof data.type === 'string') w.raw.push({ type: data.type, payload: data.payload });
    });
  });
  await page.goto(`${origins().demo}/headless.html`);
  const widget = page.frameLocator('#headless-frame');
  await expect(widget.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { raw: { type: string; payload: unknown }[] }).raw.filter((m) => m.type === 'ready').map((m) => m.payload)))
    .toEqual([expect.objectContaining({ mode: 'headless', storeId: 1 })]);
});

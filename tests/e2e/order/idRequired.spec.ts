import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { animationsFinished } from '../support/animationsFinished';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { OrderWidget } from './OrderWidget';

// Store 1 needs a photo ID on file for delivery (000 §3 delivery_id_required). A shopper without one is told
// exactly what is missing on the checkout form, gets an account and the ID, and comes back to the form as they
// left it; a shopper whose session ends mid-checkout is offered a way forward. Default mode, the real host.
const PASSWORD = 'correct horse battery';
const NEEDS_ID = 'This store needs a photo of your government ID on file for delivery.';
const ADDRESS = { street: '1 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90026' };
// The smallest PNG there is: the host checks an ID photo's first bytes against its declared type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function register(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email, password: PASSWORD, first_name: 'Ida', last_name: 'Shopper', birth_date: '1990-02-03' } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { token: string }).token;
}

/** Signs the widget in as the session module keeps it (001 §9 user_session), for the next page load. */
async function keepSession(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('user_session', value), token);
}

/** An ounce, so a delivery to 90026 is over the zip's minimum. */
async function bagForDelivery(page: Page, request: APIRequestContext): Promise<OrderWidget> {
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'default', OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^28g/);
  await expect(widget.drawer).toBeVisible();
  return widget;
}

test('a guest learns the photo ID is missing before ordering, registers, adds it, and orders from the form as they left it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const store = (await (await request.get(`${origins().host}/api/v1/stores/1`)).json()) as { store: { delivery_id_required: boolean } };
  expect(store.store.delivery_id_required).toBe(true);
  const widget = await bagForDelivery(page, request);
  await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
  await expect(widget.heading('Guest checkout', 1)).toBeVisible();
  await widget.fillGuest();
  await widget.deliverTo(ADDRESS);
  const time = widget.root.getByLabel('Delivery time');
  const slot = await time.locator('option').nth(3).getAttribute('value');
  await time.selectOption(slot!);
  await widget.root.getByRole('radio', { name: '$5' }).check();
  await widget.root.getByRole('radio', { name: /^Debit card/ }).check();

  // Told before Place order: what is missing, and the way to add it.
  const notice = widget.root.getByText(NEEDS_ID);
  await expect(notice).toBeVisible();
  await expect(widget.button('Place order')).toBeDisabled();
  await expect(widget.root.getByRole('link', { name: 'Create account' })).toHaveAttribute(
    'href',
    `/register?return_to=${encodeURIComponent('/profile/identification?return_to=%2Fcart%2Fcheckout')}`,
  );

  // The account and the ID, through the API (the ID page is built elsewhere); then signed in as the widget keeps it.
  const token = await register(page.request, `id-${Date.now()}@example.com`);
  const uploaded = await page.request.patch(`${origins().host}/api/v1/documents`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { government_photo: { name: 'id.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  expect(((await uploaded.json()) as { completion: { government_photo: boolean } }).completion.government_photo).toBe(true);
  await keepSession(page, token);

  await widget.goto('/cart/checkout');
  await expect(widget.heading('Checkout', 1)).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByRole('radio', { name: /Delivery/ })).toBeChecked();
  await expect(widget.root.getByLabel('Street address')).toHaveValue(ADDRESS.street);
  await expect(widget.root.getByLabel('ZIP code')).toHaveValue(ADDRESS.zip);
  await expect(time).toHaveValue(slot!);
  await expect(widget.root.getByRole('radio', { name: '$5' })).toBeChecked();
  await expect(widget.root.getByRole('radio', { name: /^Debit card/ })).toBeChecked();
  await expect(widget.root.getByLabel('Date of birth')).toHaveValue('1990-02-03');
  await expect(widget.root.getByLabel('First name')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await widget.acceptAgreement();
  await widget.button('Place order').click();
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toMatch(/^\/profile\/reservations\/\d+$/);
});

test('a session revoked mid-checkout gets a way forward, not "Please enter your contact details"', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = `revoked-${Date.now()}@example.com`;
  const token = await register(page.request, email);
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'default', '/');
  await keepSession(page, token);
  await widget.goto(OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^3\.5g/);
  await expect(widget.drawer).toBeVisible();
  await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
  await expect(widget.heading('Checkout', 1)).toBeVisible();
  await expect(widget.root.getByLabel('First name')).toHaveCount(0);
  await widget.fillGuest();

  // Signed out elsewhere while the form is open.
  expect((await page.request.delete(`${origins().host}/api/v1/sessions`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);
  await widget.button('Place order').click();
  // 001 §8: the refused session opens login, which says why, and leads back to the checkout (001 §4).
  await expect(widget.heading('Log in', 1)).toBeVisible();
  await expect(widget.root.getByRole('status').filter({ hasText: 'Your session has ended; please log in again.' })).toBeVisible();
  await expect(widget.root.getByText('Please enter your contact details')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('?return_to=%2Fcart%2Fcheckout');
  await widget.root.getByLabel('E-mail or phone').fill(email);
  await widget.root.getByLabel('Password').fill(PASSWORD);
  await widget.button('Log in').click();
  await expect(widget.heading('Checkout', 1)).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  await expect(widget.root.getByLabel('Date of birth')).toHaveValue('1990-02-03');
  await widget.acceptAgreement();
  await widget.button('Place order').click();
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
});

for (const width of [375, 1280]) {
  test(`axe: the missing-ID notice at ${width} px has no serious or critical violation`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const widget = await bagForDelivery(page, request);
    await widget.goto('/cart/guest_checkout');
    await expect(widget.heading('Guest checkout', 1)).toBeVisible({ timeout: 20_000 });
    await widget.fillGuest();
    await widget.deliverTo(ADDRESS);
    await expect(widget.root.getByText(NEEDS_ID)).toBeVisible();
    await animationsFinished(widget.root.locator('.cn-app').first());
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

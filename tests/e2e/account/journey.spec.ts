import { expect, test, type Locator } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';
import { arrowTo, tabTo } from '../support/keyboard';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { lookAtPages, lookHere, noViolations } from './lookAtPages';
import { photoFile } from './photoFile';
import { createAccount, newShopper, resetLinkFromOutbox, ShopperAccount, uniquePhone } from './ShopperAccount';

// The shopper's whole account side through the real host and the real loader on the demo partner site, in its
// cross-origin iframe and in framelessEmbed: register → log out → log in → edit the profile → add ID photos →
// a delivery order at store 1 (it needs a photo ID for delivery, 000 §3) → the reservation in the list → its receipt.
// Then every page on the way again at 375 and 1280 px: axe finds no serious or critical violation; each is photographed.
const ADDRESS = { street: '1 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90026' };
const NEEDS_ID = 'This store needs a photo of your government ID on file for delivery.';
// Store 1 takes a few delivery orders per window (000 §3 max_orders_per_window): each journey orders for a window
// of its own, hours apart and after the one the ID checkout test takes, so no run of the suite fills one.
const DELIVERY_WINDOW = { iframe: 24, frameless: 32 } as const;

/** From a flower's page to the checkout form set for delivery to 90026: an ounce, over the zip's delivery minimum. */
async function ounceForDelivery(widget: OrderWidget, productPath: string, name: string): Promise<void> {
  await widget.navigate(productPath);
  await expect(widget.heading(name, 1)).toBeVisible({ timeout: 30_000 });
  await widget.addWeight(/^28g/);
  await widget.drawer.getByRole('button', { name: 'Check out' }).press('Enter');
  await expect(widget.heading('Checkout', 1)).toBeVisible({ timeout: 30_000 });
  await widget.deliverTo(ADDRESS);
}

for (const embedding of ['iframe', 'frameless'] as const) {
  test(`account journey (${embedding}): register → log out → log in → edit → ID → delivery order → reservations → receipt`, async ({ page, request }) => {
    // Three password hashes (register, log in, the phone change), three uploads, and axe on 12 pages at two widths.
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const shopper = newShopper(`journey-${embedding}`);
    const widget = await OrderWidget.open(page, embedding, '/register');
    const account = new ShopperAccount(widget);

    await account.register(shopper);
    await expect(widget.heading('Your profile', 1)).toBeVisible();
    await expect(widget.root.getByText(shopper.email)).toBeVisible();

    await account.logOutFromMenu(shopper.firstName);
    await widget.root.getByRole('link', { name: 'Log in' }).first().click();
    await account.logIn(shopper.email, shopper.password);
    await expect(account.accountMenu(shopper.firstName)).toBeVisible();

    await account.openFromMenu(shopper.firstName, 'Profile');
    await expect(widget.heading('Your profile', 1)).toBeVisible({ timeout: 30_000 });
    await account.profileLink('Edit profile').click();
    const phone = uniquePhone();
    await account.changePhone(phone, shopper.password);
    await account.profileLink('Profile').click();
    await expect(widget.root.getByText(`(${phone.slice(0, 3)}) ${phone.slice(4)}`)).toBeVisible({ timeout: 30_000 });

    await account.profileLink('ID documents').click();
    await account.uploadMedicalCardAndPhotoId();

    const flower = await OrderWidget.flower(request);
    const productPath = OrderWidget.productPath(1, flower);
    await ounceForDelivery(widget, productPath, flower.name);
    await widget.deliveryWindow(DELIVERY_WINDOW[embedding]);
    await widget.fillGuest();
    // The photo ID is on file: nothing stands between the shopper and Place order.
    await expect(widget.root.getByText(NEEDS_ID)).toHaveCount(0);
    await expect(widget.button('Place order')).toBeEnabled();
    await widget.button('Place order').press('Enter');
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 30_000 });

    await account.openFromMenu(shopper.firstName, 'Reservations');
    const card = widget.root.getByRole('link', { name: /^Reservation #\d+ at / });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    const reservationId = /#(\d+)/.exec((await card.textContent()) ?? '')![1];
    await card.click();
    await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 30_000 });
    await widget.root.getByRole('link', { name: 'Receipt' }).click();
    await expect(widget.heading('Receipt', 1)).toBeVisible({ timeout: 30_000 });
    const details = widget.root.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Delivery');
    await expect(details).toContainText(ADDRESS.zip);
    await expect(widget.root.getByRole('region', { name: 'Items' })).toContainText(`1 × ${flower.name}`);

    // The welcome and the confirmation the receipt promises went out (to the outbox: the e2e host has no SMTP server).
    const outbox = (await (await request.get(`${origins().demo}/outbox.json`)).json()) as { messages: { recipient: string; subject: string }[] };
    const subjects = outbox.messages.filter((m) => m.recipient === shopper.email).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Welcome to Canopy', expect.stringMatching(new RegExp(`^Your reservation #${reservationId} at `))]));

    // The next order's bag and delivery form, kept as a draft, for the looks below.
    await widget.addressShows(`/profile/reservations/${reservationId}/receipt`);
    await ounceForDelivery(widget, productPath, flower.name);

    const found = await lookAtPages(widget, [
      { name: 'profile', path: '/profile', heading: 'Your profile' },
      { name: 'profile-edit', path: '/profile/edit', heading: 'Edit profile' },
      { name: 'identification', path: '/profile/identification', heading: 'ID documents' },
      { name: 'product', path: productPath, heading: flower.name },
      { name: 'bag', path: '/cart', heading: 'Your bag' },
      { name: 'checkout-delivery', path: '/cart/checkout', heading: 'Checkout' },
      { name: 'reservations', path: '/profile/reservations', heading: 'Reservations' },
      { name: 'reservation', path: `/profile/reservations/${reservationId}`, heading: 'Your order is reserved' },
      { name: 'receipt', path: `/profile/reservations/${reservationId}/receipt`, heading: 'Receipt' },
      // Signed out from here on.
      { name: 'logged-out', path: '/logout', heading: 'You are logged out' },
      { name: 'login', path: '/login', heading: 'Log in' },
      { name: 'register', path: '/register', heading: 'Create your account' },
    ]);
    expect(found).toEqual(noViolations(found));
  });
}

test('forgot password → the e-mailed link (host origin, mode base) → a new password → log in with it; the link works once', async ({ page, request }) => {
  // Three password hashes: the account, the new password, the sign-in with it.
  test.setTimeout(240_000);
  const { host } = origins();
  const shopper = newShopper('reset');
  await createAccount(request, shopper);
  const widget = await OrderWidget.open(page, 'default', '/forgot-password');
  const account = new ShopperAccount(widget);
  await account.field('E-mail').fill(shopper.email);
  await widget.button('Send reset link').click();
  await expect(widget.heading('Check your e-mail', 1)).toBeVisible();

  const link = await resetLinkFromOutbox(page, shopper.email);
  const url = new URL(link);
  // Absolute, on the host's origin and under the default mode's base (''), with the token.
  expect(url.origin).toBe(host);
  expect(url.pathname).toBe('/reset-password');
  expect(url.searchParams.get('token')).toMatch(/\S{20,}/);

  await page.goto(link);
  await expect(widget.heading('Choose a new password', 1)).toBeVisible({ timeout: 30_000 });
  await expect(account.field('New password')).toBeVisible();
  const found = await lookHere(page, 'default', 'reset-password');
  const newPassword = 'a fresh start at last';
  await account.field('New password').fill(newPassword);
  await account.field('Confirm new password').fill(newPassword);
  await widget.button('Set new password').click();
  await expect(widget.heading('Password changed', 1)).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  Object.assign(found, await lookHere(page, 'default', 'reset-password-done'));

  await widget.root.getByRole('link', { name: 'Log in' }).last().click();
  await account.logIn(shopper.email, newPassword);
  await expect(account.accountMenu(shopper.firstName)).toBeVisible();
  const oldPassword = await request.post(`${host}/api/v1/sessions`, { data: { user: { email: shopper.email, password: shopper.password } }, timeout: PASSWORD_HASH_TIMEOUT_MS });
  expect(oldPassword.status()).toBe(401);

  await page.goto(link);
  await expect(widget.heading('This reset link cannot be used', 1)).toBeVisible({ timeout: 30_000 });
  await expect(widget.root.getByRole('alert')).toHaveText('This reset link has already been used');
  Object.assign(found, await lookHere(page, 'default', 'reset-link-used'));
  expect(found).toEqual(noViolations(found));
});

test('a review written through /products/{id}/{slug}/reviews/new/ is counted: the API and the product page say one more', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { host } = origins();
  // A pre-roll that already shows its reviews (000 §5: from 5); the other review tests write about flowers.
  const product = await OrderWidget.anyProduct(request, 1, { kind: 'pre-roll', reviews: 5 });
  const reviewCount = async () => ((await (await request.get(`${host}/api/v1/products/${product.id}?store_id=1`)).json()) as { review_count: number }).review_count;
  const before = await reviewCount();
  const token = await createAccount(request, newShopper('review'), { nickname: 'Journey reviewer' });
  await page.addInitScript((value) => localStorage.setItem('user_session', value), token);

  const widget = await OrderWidget.open(page, 'default', OrderWidget.productPath(1, product));
  await expect(widget.heading(product.name, 1)).toBeVisible({ timeout: 30_000 });
  const reviews = widget.root.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(new RegExp(`, ${before} reviews$`))).toBeAttached();
  await reviews.getByRole('link', { name: 'Write a review' }).click();

  await expect(widget.heading('Write a review', 1)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/products/${product.id}/[^/]+/reviews/new/?$`));
  await widget.root.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }).click();
  await widget.root.getByLabel(/Your review/).fill('Even burn, smooth, and the five-pack lasts the week.');
  await widget.button('Post review').click();
  await expect(widget.heading('Your review is saved', 1)).toBeVisible({ timeout: 30_000 });
  expect(await reviewCount()).toBe(before + 1);

  await widget.root.getByRole('link', { name: `Back to ${product.name}` }).click();
  await expect(widget.heading(product.name, 1)).toBeVisible({ timeout: 30_000 });
  await expect(reviews.getByText(new RegExp(`, ${before + 1} reviews$`))).toBeAttached();
  await expect(reviews.getByText('Even burn, smooth, and the five-pack lasts the week.')).toBeVisible();
});

test('by keyboard alone: a delivery checkout at store 1 → create an account → add the photo ID → back to the form → order placed', async ({ page, request }) => {
  // One password hash (the registration); Tab, Shift+Tab, Enter, Space, arrows and typing; no clicks.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shopper = newShopper('keyboard');
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'default', OrderWidget.productPath(1, flower));
  const { root } = widget;
  const press = (key: string) => page.keyboard.press(key);
  const type = async (target: Locator, text: string) => {
    await tabTo(page, target);
    await page.keyboard.type(text);
  };
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 30_000 });

  // An ounce (over the 90026 delivery minimum): the weights are one tab stop, the arrows choose.
  const weights = root.getByRole('radiogroup', { name: 'Weight', exact: true });
  await tabTo(page, weights.getByRole('radio', { checked: true }));
  await arrowTo(page, weights.getByRole('radio', { name: /^28g/ }));
  await tabTo(page, widget.button('Add to bag'));
  await press('Enter');
  await tabTo(page, widget.drawer.getByRole('button', { name: 'Check out' }), { limit: 20 });
  await press('Enter');

  await expect(widget.heading('Guest checkout', 1)).toBeVisible({ timeout: 30_000 });
  await tabTo(page, root.getByRole('radio', { name: /Pickup/ }));
  await arrowTo(page, root.getByRole('radio', { name: /Delivery/ }));
  await type(root.getByLabel('Street address'), ADDRESS.street);
  await type(root.getByLabel('City'), ADDRESS.city);
  await type(root.getByLabel('State'), ADDRESS.state);
  await type(root.getByLabel('ZIP code'), ADDRESS.zip);
  await press('Tab');
  // Store 1 needs a photo ID on file for delivery: the way to add one, back up the form.
  await expect(root.getByText(NEEDS_ID)).toBeVisible({ timeout: 30_000 });
  await tabTo(page, root.getByRole('link', { name: 'Create account' }), { backwards: true });
  await press('Enter');

  await expect(widget.heading('Create your account', 1)).toBeVisible({ timeout: 30_000 });
  await type(root.getByLabel('E-mail', { exact: true }), shopper.email);
  await press('Tab');
  await page.keyboard.type(shopper.password);
  await type(root.getByLabel('First name'), shopper.firstName);
  await tabTo(page, widget.button('Create account'));
  await press('Enter');

  await expect(widget.heading('ID documents', 1)).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  // A file input takes the focus; Space opens the system's file chooser, where the shopper picks the photo.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, root.getByLabel('Choose file for the government photo ID'));
  await press('Space');
  await (await chooser).setFiles(await photoFile(page, 'image/jpeg', 'Driver license'));
  await expect(new ShopperAccount(widget).idCard('Government photo ID')).toContainText('Done', { timeout: 30_000 });
  await tabTo(page, root.getByRole('link', { name: 'Continue to checkout' }), { backwards: true });
  await press('Enter');

  // The form as it was left, now the account's.
  await expect(widget.heading('Checkout', 1)).toBeVisible({ timeout: 30_000 });
  await expect(root.getByRole('radio', { name: /Delivery/ })).toBeChecked();
  await expect(root.getByLabel('ZIP code')).toHaveValue(ADDRESS.zip);
  await expect(root.getByText(NEEDS_ID)).toHaveCount(0);
  await tabTo(page, root.getByLabel('Date of birth'));
  await page.keyboard.type('02031990');
  await expect(root.getByLabel('Date of birth')).toHaveValue('1990-02-03');
  await tabTo(page, root.getByRole('checkbox'));
  await press('Space');
  await tabTo(page, widget.button('Place order'));
  await press('Enter');
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 30_000 });
  await expect(root.getByText(`1 × ${flower.name}`).first()).toBeVisible();
});

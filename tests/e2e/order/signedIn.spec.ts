import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { OrderWidget } from './OrderWidget';

// 001 §6: a signed-in shopper checks out without contact details and lands on their reservation (not the
// guest receipt). Default mode, so the session lives in the page while the widget routes client-side.
test('log in from the bag, check out signed in, and see the reservation', async ({ page, request }) => {
  // Three password hashes (the account, a wrong and a right password) and a journey.
  test.setTimeout(180_000);
  const email = `shopper-${Date.now()}@example.com`;
  const created = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email, password: 'correct horse battery', first_name: 'Sam', last_name: 'Shopper' } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(created.status()).toBe(201);
  const flower = await OrderWidget.flower(request);
  const widget = await OrderWidget.open(page, 'default', OrderWidget.productPath(1, flower));
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: 20_000 });
  await widget.addWeight(/^1g/);
  await expect(widget.drawer).toBeVisible();
  await page.keyboard.press('Escape');

  await widget.root.getByRole('link', { name: 'Log in' }).click();
  await expect(widget.heading('Log in', 1)).toBeVisible();
  await widget.root.getByLabel('Password').focus();
  await widget.root.getByLabel('Password').blur();
  await expect(widget.root.getByText('Please fill out this field.')).toBeVisible();
  await widget.root.getByLabel('E-mail or phone').fill(email);
  await widget.root.getByLabel('Password').fill('wrong password!');
  await widget.button('Log in').click();
  await expect(widget.root.getByRole('alert')).toContainText('Invalid email, phone or password', { timeout: PASSWORD_HASH_TIMEOUT_MS });
  await widget.root.getByLabel('Password').fill('correct horse battery');
  await widget.button('Log in').click();

  // 001 §4: back where the shopper was, signed in, with the bag now theirs.
  await expect(widget.heading(flower.name, 1)).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  await expect(widget.root.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await widget.navigate('/cart/checkout');
  await expect(widget.heading('Checkout', 1)).toBeVisible({ timeout: 20_000 });
  await expect(widget.root.getByLabel('First name')).toHaveCount(0);
  await widget.fillGuest();
  await widget.button('Place order').click();
  await expect(widget.heading('Your order is reserved', 1)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toMatch(/^\/profile\/reservations\/\d+$/);
});

import { expect, test } from '@playwright/test';
import { origins } from './support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from './support/passwordHashing';

// A password reset's link is written to an outbox that only the demo site shows, and only to this machine.
test('the demo outbox page lists a password-reset e-mail, as text', async ({ page, request }) => {
  test.setTimeout(90_000); // the account's password hash
  const { host, demo } = origins();
  const email = `outbox-${Date.now()}@example.com`;
  const user = { email, password: 'correct-horse-1', first_name: '<b>Jo</b>', last_name: 'Doe' };
  expect((await request.post(`${host}/api/v1/users`, { data: { user }, timeout: PASSWORD_HASH_TIMEOUT_MS })).status()).toBeLessThan(300);
  expect((await request.post(`${host}/api/v1/password_resets`, { data: { email } })).ok()).toBe(true);

  await page.goto(`${demo}/outbox.html`);
  await expect(page.getByRole('status')).toHaveText(/newest first/);
  // The account's welcome mail is listed too: the reset is the item with its subject.
  const item = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Reset your password' });
  await expect(item).toContainText('Reset your password');
  await expect(item).toContainText('/reset-password?token=');
  await expect(page.getByText('answers only requests made on this machine')).toBeVisible();

  // The host, as npm start runs it, has no route that shows mail.
  const onHost = await request.get(`${host}/api/v1/dev/outbox`);
  expect(onHost.status()).toBe(404);
  expect(await onHost.text()).not.toContain('reset-password');
});

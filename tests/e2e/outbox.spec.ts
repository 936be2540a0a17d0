import { expect, test } from '@playwright/test';
import { origins } from './support/origins';

// Issue 5 §4: a password reset's link is written to an outbox the demo shows.
test('the demo outbox page lists a password-reset e-mail, as text', async ({ page, request }) => {
  const { host, demo } = origins();
  const email = `outbox-${Date.now()}@example.com`;
  const user = { email, password: 'correct-horse-1', first_name: '<b>Jo</b>', last_name: 'Doe' };
  expect((await request.post(`${host}/api/v1/users`, { data: { user } })).status()).toBeLessThan(300);
  expect((await request.post(`${host}/api/v1/password_resets`, { data: { email } })).ok()).toBe(true);

  await page.goto(`${demo}/outbox.html`);
  await expect(page.getByRole('status')).toHaveText(/newest first/);
  const item = page.getByRole('listitem').filter({ hasText: email });
  await expect(item).toContainText('Reset your password');
  await expect(item).toContainText('/reset-password?token=');
});

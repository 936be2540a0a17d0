import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { animationsFinished } from '../support/animationsFinished';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';

// The shopper's own account pages, opened on the host in default mode (the session lives in the widget's page).
// Photographs for a person to look at go to /tmp/shots-acct.

const SHOTS = '/tmp/shots-acct';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
// A 555-01xx number is reserved for fiction; the run's own digits keep accounts apart.
const uniquePhone = () => `213-555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

async function openWidget(page: Page, path: string) {
  await page.goto(`${origins().host}${path}`);
  await expect(page.locator('.cn-app').first()).toBeVisible({ timeout: 30_000 });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('register → profile → edit → settings → change password → sign in again with the new password', async ({ page, request }) => {
  // Five password hashes (register, the phone change, the password change, two sign-ins) on a shared machine.
  test.setTimeout(300_000);
  const email = uniqueEmail('profile');
  const phone = uniquePhone();

  await openWidget(page, '/register');
  await expect(heading(page, 'Create your account')).toBeVisible();
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill('short');
  await field(page, 'Password').blur();
  await expect(page.getByText('Please enter a password with a minimum of 10 characters.')).toBeVisible();
  await field(page, 'Password').fill('correct horse battery');
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Send me deals and news by e-mail').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(heading(page, 'Your profile')).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  expect(new URL(page.url()).pathname).toBe('/profile');
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Edit profile' }).click();
  await expect(heading(page, 'Edit profile')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await expect(field(page, 'First name')).toHaveValue('Ada');
  await field(page, 'Phone').fill(phone);
  await expect(field(page, 'Current password')).toBeVisible();
  await expect(save).toBeDisabled();
  // Enter submits the form the button refuses (001 §4): the field to fix gets the focus.
  await field(page, 'Phone').press('Enter');
  await expect(field(page, 'Current password')).toBeFocused();
  await field(page, 'Current password').fill('correct horse battery');
  await save.click();
  await expect(page.getByText('Profile has been updated', { exact: true })).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  await expect(field(page, 'Current password')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByText(`(${phone.slice(0, 3)}) ${phone.slice(4)}`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Settings' }).click();
  const promotions = field(page, 'Send me deals and news by e-mail');
  await expect(promotions).toBeChecked();
  await promotions.uncheck();
  await expect(page.getByText('Saved: you will no longer get deals by e-mail.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Password' }).click();
  await expect(heading(page, 'Password')).toBeVisible();
  await field(page, 'Current password').fill('correct horse battery');
  await field(page, 'New password').fill('a brand new passphrase');
  await field(page, 'Confirm new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/^Your password has been changed/)).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });

  // What the host saved, through the API: the phone without dashes, promotions off.
  const token = await page.evaluate(() => localStorage.getItem('user_session'));
  const whoami = await request.get(`${origins().host}/api/v1/whoami`, { headers: { Authorization: `Bearer ${token}` } });
  const { user } = (await whoami.json()) as { user: { phone: string; promotions_opt_out: boolean } };
  expect(user).toMatchObject({ phone: phone.replace(/-/g, ''), promotions_opt_out: true });

  // Signed out by forgetting the session: the profile sends the shopper to log in and back.
  await page.evaluate(() => localStorage.clear());
  await openWidget(page, '/profile');
  await expect(heading(page, 'Log in')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?return_to=%2Fprofile');
  await field(page, 'E-mail or phone').fill(email);
  await field(page, 'Password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(heading(page, 'Log in')).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  await openWidget(page, '/profile');
  await expect(page.getByText(email)).toBeVisible();
});

/** A signed-in shopper for the photographs and axe: an account made through the API, its token in the page. */
async function signedInPage(page: Page, request: APIRequestContext) {
  const created = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email: uniqueEmail('axe'), password: 'correct horse battery', first_name: 'Grace', last_name: 'Hopper', phone: uniquePhone(), birth_date: '1990-02-03' } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('user_session', value), token);
}

async function seriousViolations(page: Page) {
  await animationsFinished(page.locator('.cn-app').first());
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3) }));
}

/** The pages, each with what shows once it has drawn. */
const SIGNED_OUT = [
  { name: 'register', path: '/register', ready: 'Create your account' },
  { name: 'forgot-password', path: '/forgot-password', ready: 'Forgot your password?' },
  { name: 'reset-password-no-token', path: '/reset-password', ready: 'This reset link cannot be used' },
  { name: 'password-signed-out', path: '/password', ready: 'Reset your password' },
];
const SIGNED_IN = [
  { name: 'profile', path: '/profile', ready: 'Your profile', loaded: 'Grace Hopper' },
  { name: 'profile-edit', path: '/profile/edit', ready: 'Edit profile', loaded: 'Save changes' },
  { name: 'profile-settings', path: '/profile/settings', ready: 'Settings', loaded: 'Send me deals and news by e-mail' },
  { name: 'profile-password', path: '/profile/password', ready: 'Password', loaded: 'Change password' },
  { name: 'profile-contact', path: '/profile/contactUs', ready: 'Contact us', loaded: 'Send message' },
  { name: 'password-signed-in', path: '/password', ready: 'Change your password', loaded: 'Change password' },
];

for (const width of [375, 1280]) {
  test(`axe and photographs of the account pages at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    const found: Record<string, unknown> = {};
    const look = async (name: string) => {
      found[name] = await seriousViolations(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    };

    for (const { name, path, ready } of SIGNED_OUT) {
      await openWidget(page, path);
      await expect(heading(page, ready)).toBeVisible();
      await look(name);
    }
    await openWidget(page, '/register');
    await field(page, 'Password').press('Enter');
    await expect(field(page, 'E-mail')).toBeFocused();
    await look('register-invalid');
    await openWidget(page, '/forgot-password');
    await field(page, 'E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page, 'Check your e-mail')).toBeVisible();
    await look('forgot-password-sent');

    await signedInPage(page, request);
    for (const { name, path, ready, loaded } of SIGNED_IN) {
      await openWidget(page, path);
      await expect(heading(page, ready)).toBeVisible();
      await expect(page.getByText(loaded, { exact: true }).first()).toBeVisible();
      await look(name);
    }
    await openWidget(page, '/profile/edit');
    await field(page, 'Nickname').fill('Amazing Grace');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile has been updated', { exact: true })).toBeVisible();
    await look('profile-edit-saved');
    await field(page, 'Phone').fill('555');
    await field(page, 'E-mail').fill('grace@example.com');
    await field(page, 'E-mail').press('Enter');
    await expect(field(page, 'Phone')).toBeFocused();
    await look('profile-edit-invalid');

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
  });
}

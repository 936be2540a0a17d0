import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, FrameLocator, Page } from '@playwright/test';
import { DemoSite } from '../loader/demoSite';
import { OrderWidget } from '../order/OrderWidget';
import { animationsFinished } from '../support/animationsFinished';
import { chromiumPath } from '../support/chromiumPath';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';

// The shopper's session in the widget (001 §4, §9): where it is kept, who the header shows, logging out, a
// session the host no longer accepts, and an embed with sign-in turned off (001 §1).
const PASSWORD = 'correct horse battery';
const SHOTS = '/tmp/shots-session';

/** A new account through the API (one password hash); the answer's token signs a page in without another. */
async function createAccount(request: APIRequestContext, firstName = 'Sam'): Promise<{ email: string; token: string }> {
  const email = `session-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const answer = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email, password: PASSWORD, first_name: firstName, last_name: 'Shopper' } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(answer.status()).toBe(201);
  return { email, token: ((await answer.json()) as { token: string }).token };
}

/** Fills the login form and submits it; `keep` sets "Keep me signed in". */
async function logIn(root: Page | FrameLocator, email: string, keep: boolean): Promise<void> {
  await expect(root.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await root.getByLabel('E-mail or phone').fill(email);
  await root.getByLabel('Password').fill(PASSWORD);
  await root.getByRole('checkbox', { name: 'Keep me signed in' }).setChecked(keep);
  await root.getByRole('button', { name: 'Log in', exact: true }).click();
}

const accountButton = (root: Page | FrameLocator, name: string) => root.getByRole('button', { name: `Account menu, ${name}` });

test.describe.configure({ timeout: 240_000 });

test('keep me signed in off lasts for the tab, on outlives it; the header names the shopper; log out from the menu', async ({ page, context, request }) => {
  const { host } = origins();
  const { email } = await createAccount(request);

  await page.goto(`${host}/login`);
  await logIn(page, email, false);
  await expect(accountButton(page, 'Sam')).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  expect(await page.evaluate(() => [sessionStorage.getItem('user_session') !== null, localStorage.getItem('user_session')])).toEqual([true, null]);
  await page.reload();
  await expect(accountButton(page, 'Sam'), 'a reload keeps a temporary session in the same tab').toBeVisible();

  const newTab = await context.newPage();
  await newTab.goto(`${host}/`);
  await expect(newTab.getByRole('link', { name: 'Log in' }).first(), 'a new tab has no temporary session').toBeVisible({ timeout: 30_000 });
  await expect(accountButton(newTab, 'Sam')).toHaveCount(0);

  await newTab.goto(`${host}/login`);
  await logIn(newTab, email, true);
  await expect(accountButton(newTab, 'Sam')).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  const thirdTab = await context.newPage();
  await thirdTab.goto(`${host}/`);
  await expect(accountButton(thirdTab, 'Sam'), 'a remembered session reaches a new tab').toBeVisible({ timeout: 30_000 });

  await accountButton(thirdTab, 'Sam').click();
  await thirdTab.getByRole('list', { name: 'Your account' }).getByRole('link', { name: 'Log out' }).click();
  await expect(thirdTab.getByRole('heading', { name: 'You are logged out', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(thirdTab.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect(await thirdTab.evaluate(() => localStorage.getItem('user_session'))).toBeNull();
  await thirdTab.reload();
  await expect(accountButton(thirdTab, 'Sam')).toHaveCount(0);
});

/**
 * A browser profile as Chrome, Firefox and Safari ship: a cross-site iframe gets its own (partitioned) storage.
 * The suite's default contexts block third-party cookies, which denies the widget's iframe every storage, so its
 * session could not outlive a reload there, and a reload is how a shopper comes back to a session.
 */
async function browserWithFrameStorage(): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'canopy-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }));
  return chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
}

test('embedded: a session the host no longer accepts opens the login page inside the iframe, and signing in returns to the page', async ({ request }) => {
  const { host } = origins();
  const browser = await browserWithFrameStorage();
  try {
    const page = await browser.newPage();
    const site = new DemoSite(page);
    const { email } = await createAccount(request, 'Robin');
    const flower = await OrderWidget.flower(request);
    const productPath = OrderWidget.productPath(1, flower);
    const loginPath = `/login?return_to=${encodeURIComponent(productPath)}`;
    const frame = page.frameLocator('#canopy-menu iframe');

    await site.open('embedded', `?canopy=${encodeURIComponent(loginPath)}`);
    await logIn(frame, email, true);
    await expect(frame.getByRole('heading', { name: flower.name, level: 1 })).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
    await expect(accountButton(frame, 'Robin')).toBeVisible();
    await site.waitForLogged('login');

    // The host ends the session (it expired, or the shopper signed out everywhere); the widget still holds the token.
    const token = await (await site.widgetFrame('#canopy-menu')).evaluate(() => localStorage.getItem('user_session'));
    expect(token).toBeTruthy();
    expect((await request.delete(`${host}/api/v1/sessions`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);

    await page.reload();
    await expect(frame.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy')).toBe(loginPath);
    await site.waitForLogged('logout');
    expect(await (await site.widgetFrame('#canopy-menu')).evaluate(() => localStorage.getItem('user_session'))).toBeNull();

    await logIn(frame, email, true);
    await expect(frame.getByRole('heading', { name: flower.name, level: 1 })).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy')).toBe(productPath);
    expect(site.pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('data-auth="off": no Log in, the account pages say sign-in is off, and a bad value is one clear console.error', async ({ page }) => {
  const site = new DemoSite(page);
  await site.openSnippets({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-auth': 'off', 'data-path': '/login' });
  const frame = page.frameLocator('#canopy-menu iframe');
  await expect(frame.getByRole('heading', { name: 'Sign-in is turned off on this site', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('link', { name: 'Go to your bag' })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('#canopy-menu').screenshot({ path: `${SHOTS}/auth-off-login-1280.png` });
  await frame.getByRole('link', { name: 'Back to the menu' }).click();
  await expect(frame.locator('.cn-pcard').first()).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('link', { name: /^Bag/ })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(site.consoleErrors).toEqual([]);

  // A new document: the harness reads its snippets once per page load.
  await page.goto('about:blank');
  await site.openSnippets({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-auth': 'maybe' });
  expect(site.consoleErrors).toEqual(['[Canopy] data-auth="maybe" is not accepted: use on or off.']);
  await expect(page.locator('#canopy-menu iframe')).toHaveCount(0);
});

/** Serious or critical axe violations on the page, by rule and first nodes. */
async function seriousViolations(page: Page) {
  await animationsFinished(page.locator('.cn-app').first());
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

for (const width of [375, 1280]) {
  test(`axe and photos at ${width} px: login, the open account menu (full and slim header), logout`, async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const { host } = origins();
    const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });

    await page.goto(`${host}/login`);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await shot('login');

    const { token } = await createAccount(request, 'Alexandria');
    await page.evaluate((value) => localStorage.setItem('user_session', value), token);
    for (const [name, path] of [
      ['menu-full-header', '/'],
      ['menu-slim-header', '/embed/stores/1/menu'],
    ] as const) {
      await page.goto(`${host}${path}`);
      await accountButton(page, 'Alexandria').click({ timeout: 30_000 });
      await expect(page.getByRole('list', { name: 'Your account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    }

    await page.getByRole('list', { name: 'Your account' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'You are logged out', level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await shot('logout');
  });
}

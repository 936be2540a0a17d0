import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { animationsFinished } from '../support/animationsFinished';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { photoFile } from './photoFile';

// /profile/identification on the real host, default mode: a new account adds both sides of a medical card and a
// government photo ID from files, sees each item done, and finds them done again after a reload (001 §3).

/** A new account through the API; its bearer token goes where the widget keeps the session (001 §9 user_session). */
async function signedInPage(page: Page, request: APIRequestContext, path: string): Promise<{ token: string }> {
  const created = await request.post(`${origins().host}/api/v1/users`, {
    data: { user: { email: `id-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'correct horse battery' } },
    timeout: PASSWORD_HASH_TIMEOUT_MS,
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('user_session', value), token);
  await page.goto(`${origins().host}${path}`);
  await expect(page.getByRole('heading', { name: 'ID documents', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  return { token };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The photo shows: fetched with the session and drawn (a blocked or broken image has no natural width). */
async function expectPhotoShown(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test('upload both medical card sides and a photo ID from files; reloaded, they are done', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signedInPage(page, request, '/profile/identification?return_to=%2Fcart%2Fcheckout');
  await expect(page.getByText('Add a photo of your government ID to continue.')).toBeVisible();
  for (const title of ['Government photo ID', 'Medical card', 'Student ID', 'Veteran ID']) await expect(card(page, title)).toContainText('Not added');

  await page.getByLabel('Choose file for the front of the medical card').setInputFiles(await photoFile(page, 'image/jpeg', 'Medical card front'));
  await expect(card(page, 'Medical card')).toContainText('Needs the back side');
  await page.getByLabel('Choose file for the back of the medical card').setInputFiles(await photoFile(page, 'image/png', 'Medical card back'));
  await expect(card(page, 'Medical card')).toContainText('Done');
  // A medical card is not the government photo ID a store's checkout asks for.
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toHaveCount(0);

  // Refused before sending, in plain words; the photos already on file stay as they are.
  const tooLarge = Buffer.alloc(6 * 1024 * 1024, 0);
  tooLarge.set([0xff, 0xd8, 0xff, 0xe0]);
  await page.getByLabel('Choose file for the government photo ID').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: tooLarge });
  await expect(card(page, 'Government photo ID')).toContainText('This photo is 6 MB; the limit is 5 MB');
  await expect(card(page, 'Medical card')).toContainText('Done');

  await page.getByLabel('Choose file for the government photo ID').setInputFiles(await photoFile(page, 'image/jpeg', 'Driver license'));
  await expect(card(page, 'Government photo ID')).toContainText('Done');
  await expect(card(page, 'Government photo ID')).not.toContainText('the limit is 5 MB');
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Date of birth', { exact: true }).fill('1990-12-10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name and date of birth are saved.')).toBeVisible();

  await page.reload();
  await expect(card(page, 'Medical card')).toContainText('Done', { timeout: 30_000 });
  await expect(card(page, 'Government photo ID')).toContainText('Done');
  await expect(card(page, 'Student ID')).toContainText('Not added');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  // What is on file needs the session: fetched through the API with the token, shown from an object URL.
  for (const name of ['Photo of the front of the medical card', 'Photo of the back of the medical card', 'Photo of the government photo ID']) {
    await expectPhotoShown(page.getByRole('img', { name }));
  }
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);

  const answer = await request.get(`${origins().host}/api/v1/documents`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await answer.json()) as { completion: unknown }).completion).toEqual({ government_photo: true, mmj_card: true, student_photo: false, veteran_photo: false });
});

test('a photo is removed and its item goes back to Not added', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInPage(page, request, '/profile/identification');
  await page.getByLabel('Take photo of the veteran ID').setInputFiles(await photoFile(page, 'image/png', 'Veteran ID'));
  await expect(card(page, 'Veteran ID')).toContainText('Done');
  await page.getByRole('button', { name: 'Remove the veteran ID' }).click();
  await expect(card(page, 'Veteran ID')).toContainText('Not added');
  await page.reload();
  await expect(card(page, 'Veteran ID')).toContainText('Not added', { timeout: 30_000 });
});

async function seriousViolations(page: Page) {
  await animationsFinished(page.locator('.cn-app').first());
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3) }));
}

for (const width of [375, 1280]) {
  test(`axe at ${width} px: empty and with photos, 0 serious or critical`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await signedInPage(page, request, '/profile/identification?return_to=%2Fcart%2Fcheckout');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Choose file for the government photo ID').setInputFiles(await photoFile(page, 'image/jpeg', 'Driver license'));
    await page.getByLabel('Choose file for the front of the medical card').setInputFiles(await photoFile(page, 'image/jpeg', 'Medical card front'));
    await page.getByLabel('Take photo of the student ID').setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(card(page, 'Medical card')).toContainText('Needs the back side');
    await expect(card(page, 'Student ID')).toContainText('Use a JPEG, PNG or WebP photo');
    await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();
    await expectPhotoShown(page.getByRole('img', { name: 'Photo of the government photo ID' }));
    expect(await seriousViolations(page)).toEqual([]);

    // 375 px: the cards stack and every control is at least 44 px tall; nothing scrolls sideways.
    const controls = page.locator('.cn-id-side__actions > .cn-btn');
    expect(await controls.count()).toBeGreaterThan(8);
    for (const box of await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('keyboard: a file input takes the focus visibly, and Remove is reachable', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInPage(page, request, '/profile/identification');
  await page.getByLabel('Choose file for the student ID').setInputFiles(await photoFile(page, 'image/png', 'Student ID'));
  await expect(card(page, 'Student ID')).toContainText('Done');
  await page.getByLabel('Replace file for the student ID').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove the student ID' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const outline = await page.locator('.cn-id-file', { has: page.getByLabel('Replace file for the student ID') }).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(card(page, 'Student ID')).toContainText('Not added');
});

import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { origins } from '../support/origins';
import { WidgetPage } from '../widget/support/WidgetPage';

// 000 §4 prompt popover, used for the app's cookie notice: GET /bootstrap (001 §7) sets the device-id cookie and
// the widget says so; dismissed, the notice stays away for 24 hours, across reloads.
const mounts: [string, (page: Page) => Promise<WidgetPage>][] = [
  ['iframe (embedded)', (page) => WidgetPage.embedded(page)],
  ['shadow root (framelessEmbed)', (page) => WidgetPage.frameless(page)],
];
const NOTICE = { name: 'This menu keeps one cookie' };

async function deviceCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'jdid');
}

for (const [name, open] of mounts) {
  test.describe(`the cookie notice in ${name}`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('shows once the cookie is set, is dismissed, and stays away after a reload', async ({ page, context }) => {
      const widget = await open(page);
      const notice = widget.root.getByRole('status', NOTICE);
      await expect(notice).toBeVisible();
      // The host's device-id cookie, partitioned under the partner's site (CHIPS): the host is 127.0.0.1, the
      // partner localhost, another site. Sent to expire in 2038, Chromium keeps it 400 days (docs/api.md).
      const jdid = await deviceCookie(context);
      expect(jdid?.value).toMatch(/^[A-Za-z0-9_-]{21}$/);
      expect(jdid).toMatchObject({ domain: new URL(origins().host).hostname, httpOnly: true, secure: true, sameSite: 'None', path: '/api/v1' });
      expect(jdid!.expires * 1000).toBeGreaterThan(Date.now() + 399 * 86_400_000);
      // The notice never takes the focus.
      expect(await notice.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(false);

      await notice.getByRole('button', { name: 'Got it' }).click();
      await expect(notice).toHaveCount(0);

      // Loaded again: once the boot's /bootstrap has answered, the notice would show if it were coming.
      const booted = page.waitForResponse((response) => response.url().includes('/api/v1/bootstrap'));
      const again = await open(page);
      await booted;
      await expect(again.cards().first()).toBeVisible();
      await expect(again.root.getByRole('status', NOTICE)).toHaveCount(0);
      // Same device, same id.
      expect((await deviceCookie(context))?.value).toBe(jdid?.value);
    });

    test('Escape closes it without moving the focus', async ({ page }) => {
      const widget = await open(page);
      const notice = widget.root.getByRole('status', NOTICE);
      await expect(notice).toBeVisible();
      const search = widget.search();
      await search.focus();
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
      await expect(search).toBeFocused();
    });
  });
}

for (const width of [375, 1280]) {
  test(`the cookie notice at ${width} px (screenshot)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const widget = await WidgetPage.embedded(page);
    const notice = widget.root.getByRole('status', NOTICE);
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`cookie-notice-${width}.png`) });
  });
}

import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/cspViolations';
import { origins } from './support/origins';

test('a demo partner page loads /loader.js cross-origin and an iframe of the host appears', async ({ page }) => {
  const { host, demo } = origins();
  expect(new URL(host).origin).not.toBe(new URL(demo).origin);
  const loaderRequest = page.waitForRequest(`${host}/loader.js`);
  await page.goto(`${demo}/embedded.html`);
  await loaderRequest;
  const iframe = page.locator('#canopy-menu iframe');
  await expect(iframe).toHaveCount(1);
  expect(new URL((await iframe.getAttribute('src')) ?? '').origin).toBe(host);
  await expect(page.frameLocator('#canopy-menu iframe').locator('body')).toBeVisible();
});

// The widget's HTML carries a Content-Security-Policy (demo-host/server/widgetSecurityHeaders): its first view,
// theme and warm-up scripts, its modules, its style sheets, photos and API calls must all pass it.
test.describe('the widget runs under its Content-Security-Policy with no violation', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const [name, path, frame] of [
    ['embedded, through the snippet', '/embedded.html', '#canopy-menu iframe'],
    ['white label (theme script), through the snippet', '/white-label.html', '#canopy-menu iframe'],
  ] as const) {
    test(name, async ({ page }) => {
      const violations = await watchCspViolations(page);
      await page.goto(`${origins().demo}${path}`);
      const widget = page.frameLocator(frame);
      // The first view, then the widget's own render, then a lazily loaded page (a product) with its own sheet.
      await expect(widget.locator('#cn-results .cn-pcard__name a').first()).toBeVisible({ timeout: 30_000 });
      await expect(widget.locator('#canopy-first-view')).toHaveCount(0, { timeout: 30_000 });
      await expect(widget.locator('#cn-results[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await widget.locator('#cn-results .cn-pcard__name a').first().click();
      await expect(widget.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      expect(violations).toEqual([]);
    });
  }

  test('opened on the host, without a loader', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${origins().host}/embed/stores/1/menu`);
    await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });
});

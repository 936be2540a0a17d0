import { expect, test } from '@playwright/test';
import { DemoSite, READY_TIMEOUT_MS } from '../loader/demoSite';

// framelessEmbed calls the API cross-origin, and the host answers only its partner allowlist (the demo site plus
// CANOPY_PARTNER_ORIGINS). A page left off it got only the browser's own CORS lines; now the widget says what to do.
test.describe.configure({ timeout: 90_000 });

test('framelessEmbed on an origin missing from the allowlist logs one [Canopy] error naming CANOPY_PARTNER_ORIGINS and the origin', async ({ page }) => {
  const site = new DemoSite(page);
  // The demo site under another origin (127.0.0.1 rather than localhost), which the host does not list.
  await page.goto(`${site.stranger}/frameless.html`);
  const explained = () => site.consoleErrors.filter((line) => line.includes('CANOPY_PARTNER_ORIGINS'));
  await expect.poll(() => explained().length, { timeout: READY_TIMEOUT_MS }).toBe(1);
  expect(explained()[0]).toContain(`Add ${site.stranger} to CANOPY_PARTNER_ORIGINS`);
  expect(explained()[0]).toContain(site.host);

  // Another refused call (the brands page, opened by Back to a synced link) says nothing more: one error per embed.
  const errorsAfterFirst = site.consoleErrors.length;
  const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/brands'));
  await page.evaluate(() => {
    history.pushState(null, '', '?canopy=/brands');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await refused;
  await expect(page.locator('#canopy-menu canopy-embed').getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  expect(site.consoleErrors.length).toBe(errorsAfterFirst);
  expect(site.consoleErrors).toEqual(explained());
});

test('the same page on an allowlisted origin logs no such error', async ({ page }) => {
  const site = new DemoSite(page);
  await site.open('frameless');
  await site.waitForLogged('ready');
  await expect(page.locator('#canopy-menu canopy-embed .cn-pcard').first()).toBeVisible({ timeout: READY_TIMEOUT_MS });
  expect(site.consoleErrors).toEqual([]);
});

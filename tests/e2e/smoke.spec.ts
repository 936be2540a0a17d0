import { expect, test } from '@playwright/test';
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

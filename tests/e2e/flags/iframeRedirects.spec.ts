import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { origins } from '../support/origins';

// 000 §1 iframe-redirects through the real snippet: a link that leaves the widget (the store's map) opens in a new
// tab; with the flag on, the widget in its iframe sends the shopper's own tab there instead, and Back returns to the
// partner's page at the same widget route (URL sync).
const MAP = /^https:\/\/www\.google\.com\/maps\//;

async function openStoreAbout(page: Page, flags: string): Promise<void> {
  const store = await (await page.request.get(`${origins().host}/api/v1/stores/1`)).json();
  const route = `/stores/1/${store.store.url_slug}/about`;
  await page.context().route(MAP, (map) => map.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><h1>Map</h1>' }));
  await page.goto(`${origins().demo}/embedded.html?${flags}canopy=${encodeURIComponent(route)}`);
}

const directions = (page: Page) => page.frameLocator('#canopy-menu iframe').getByRole('link', { name: /Get directions/ });

test('without the flag, Get directions opens a new tab and the partner page stays', async ({ page }) => {
  await openStoreAbout(page, '');
  const partnerUrl = page.url();
  await expect(directions(page)).toHaveAccessibleName('Get directions (opens in a new tab)');
  const [map] = await Promise.all([page.context().waitForEvent('page'), directions(page).click()]);
  await expect.poll(() => map.url()).toMatch(MAP);
  expect(page.url()).toBe(partnerUrl);
});

test("with ?featureFlagsOn=iframe-redirects, Get directions leaves in the shopper's own tab; Back returns to the store page", async ({ page }) => {
  await openStoreAbout(page, 'featureFlagsOn=iframe-redirects&');
  await expect(directions(page)).toHaveAccessibleName('Get directions');
  const partnerUrl = page.url();
  const pagesBefore = page.context().pages().length;
  await directions(page).click();
  await expect.poll(() => page.url()).toMatch(MAP);
  expect(page.context().pages()).toHaveLength(pagesBefore);
  await page.goBack();
  await expect.poll(() => page.url()).toBe(partnerUrl);
  await expect(directions(page)).toBeVisible({ timeout: 20_000 });
});

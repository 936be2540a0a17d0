import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';

// DESIGN §3 first product card: the host answers the first page's API calls inside the widget's HTML, so the
// menu renders from them in its first pass, with no API round trip after the scripts run.
test('the embedded store menu renders its first cards without asking the API for the store or the menu', async ({ page }) => {
  const { host, demo } = origins();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${host}/api/v1/`)) apiCalls.push(request.url().slice(host.length));
  });
  await page.goto(`${demo}/embedded.html`);
  const frame = page.frameLocator('#canopy-menu iframe');
  await expect(frame.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Best sellers' }).locator('article.cn-pcard').first()).toBeVisible();
  expect(apiCalls.filter((url) => /^\/api\/v1\/stores\/1(\?|$|\/menu_products)/.test(url))).toEqual([]);
  expect(await frame.locator('#cn-results article.cn-pcard').count()).toBe(24);
});

test('a filtered menu URL gets answers for its own search, and filtering afterwards asks the API as usual', async ({ page }) => {
  const { host } = origins();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${host}/api/v1/`)) apiCalls.push(request.url().slice(host.length));
  });
  await page.goto(`${host}/stores/1/green-leaf/menu/flower`);
  await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  expect(apiCalls.filter((url) => url.includes('menu_products'))).toEqual([]);
  await page.getByRole('tab', { name: /^Vapes/ }).click();
  await expect.poll(() => apiCalls.filter((url) => url.includes('menu_products')).length).toBeGreaterThan(0);
});

import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';

// The widget's menu searches ask for product cards (docs/api.md menu_products?fields=card): a card carries no text,
// tags or lab results, so the product page a card opens asks for the full record (GET /products/{id}?store_id).
test('every menu search the widget sends asks for cards; the product page a card opens shows its description', async ({ page, request }) => {
  const { host } = origins();
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/stores/1/menu_products')) searches.push(sent.url());
  });
  await page.goto(`${host}/stores/1/green-leaf/menu`);
  await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  await page.getByRole('tab', { name: /^Flower/ }).click();
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  for (const url of searches) expect(new URL(url).searchParams.get('fields'), url).toBe('card');

  const name = (await page.locator('#cn-results .cn-pcard__name a').first().textContent())!.trim();
  const menu = await (await request.get(`${host}/api/v1/stores/1/menu_products?kind=flower&per_page=100`)).json();
  const product = (menu.products as { name: string; description: string }[]).find((p) => p.name === name)!;
  expect(product.description).toBeTruthy();
  await page.locator('#cn-results .cn-pcard__name a').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this product' })).toBeVisible();
  await expect(page.locator('.cn-pdp__desc')).toHaveText(product.description);
});

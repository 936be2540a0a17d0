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
  // The tab's own results drawn: the tab chosen and the grid no longer busy.
  await expect(page.getByRole('tab', { name: /^Flower/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#cn-results[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  for (const url of searches) expect(new URL(url).searchParams.get('fields'), url).toBe('card');

  // The first card's link names its product, whose full record holds the description the product page must show.
  const first = page.locator('#cn-results .cn-pcard__name a').first();
  const [name, href] = [(await first.textContent())!.trim(), (await first.getAttribute('href'))!];
  const link = page.locator(`#cn-results .cn-pcard__name a[href="${href}"]`).first();
  const productId = /\/products\/(\d+)\//.exec(href)?.[1];
  expect(productId, href).toBeTruthy();
  const product = (await (await request.get(`${host}/api/v1/products/${productId}?store_id=1`)).json()) as { name: string; description: string };
  expect(product.name).toBe(name);
  expect(product.description).toBeTruthy();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this product' })).toBeVisible();
  await expect(page.locator('.cn-pdp__desc')).toHaveText(product.description);
});

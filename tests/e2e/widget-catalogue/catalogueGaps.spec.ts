import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { origins } from '../support/origins';
import { callsTo, recordDmCalls } from '../merchandising/dmTraffic';
import { seriousWidgetViolations } from '../support/widgetAxe';
import { CatalogueWidget } from './CatalogueWidget';

// Catalogue gaps seen on screen in a review, each proven here through the loader's iframe, with axe on each page.
test.describe.configure({ timeout: 90_000 });

/** A call to the host's merchandising service, as the widget makes it (docs/api-merchandising.md § Conventions). */
const dm = async (request: APIRequestContext, path: string, body: Record<string, unknown>) => {
  const response = await request.post(`${origins().host}/dm${path}?jdm_source=canopy-e2e&jdm_version=2&jdm_api_key=canopy-public`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify(body),
  });
  expect(response.ok(), path).toBe(true);
  return response.status() === 204 ? null : response.json();
};

const api = async (request: APIRequestContext, path: string) => {
  const response = await request.get(`${origins().host}/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return response.json();
};

for (const width of [375, 1280]) {
  test(`${width} px: products without photos show their default photo from the host (000 §5), not a drawn icon`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const menu = (await api(request, '/stores/1/menu_products?per_page=100&sort=name-asc')).products as { name: string; photos: unknown[] }[];
    const bare = menu.find((product) => product.photos.length === 0);
    expect(bare, 'a product without photos on the first 100 of the menu').toBeDefined();
    const widget = await CatalogueWidget.open(page, 'iframe', encodeURIComponent(`/stores/1/canopy-silver-lake/menu?query=${bare!.name}`));
    const card = widget.root.locator('#cn-results article.cn-pcard', { hasText: bare!.name }).first();
    await expect(card).toBeVisible();
    const image = card.locator('img[src*="/default-photos/"]');
    await expect(image).toBeAttached();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('.cn-img--placeholder')).toHaveCount(0);
    await card.screenshot({ path: `test-results/catalogue-gaps/default-photo-${width}.png` });
    expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
  });

  test(`${width} px: the filter bar offers Brand deals, Activities and price buckets with counts, and a bucket filters (000 §3)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const widget = await CatalogueWidget.open(page, 'iframe', '/stores/1/canopy-silver-lake/menu');
    await widget.settled();
    const count = widget.root.locator('.cn-results__count');
    await expect(count).toHaveText(/^\d+ products$/);
    const before = await count.textContent();
    if (width === 375) await widget.button('Filters').click();
    const open = async (name: string) => (width === 375 ? widget.root.getByRole('tab', { name }).click() : widget.button(name).click());
    await open('Brand deals');
    await expect(widget.root.getByRole('checkbox', { name: /Brand deals/ })).toBeVisible();
    if (width === 1280) await widget.button('Brand deals').click();
    await open('Activities');
    await expect(widget.root.locator('[data-facet="activities"] input').first()).toBeVisible();
    if (width === 1280) await widget.button('Activities').click();
    await open('Price');
    const buckets = widget.root.getByRole('group', { name: 'Price ranges' });
    await expect(buckets.getByRole('button').first()).toBeVisible();
    await page.screenshot({ path: `test-results/catalogue-gaps/facets-${width}.png` });
    expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
    const first = buckets.getByRole('button').first();
    const wanted = Number(await first.locator('.cn-check__count').textContent());
    await first.click();
    await expect(count).not.toHaveText(before!);
    await expect(count).toHaveText(`${wanted} ${wanted === 1 ? 'product' : 'products'}`);
  });
}

test("Best sellers' View all opens the best-sellers page: the service's best_selling ranking continued (000 §2 carousels, 001 §7)", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The seed has no recent reservations, so the service would rank as best-seller-rank does: an add to bag from the
  // row (docs/api-merchandising.md § Engagement) lifts its second product over the first, and the page must follow.
  const ranked = await dm(request, '/v2/smart', { store_id: 1, placement: 'best_selling', app_mode: 'default' });
  const second = ranked.products[1];
  await dm(request, '/v2/event/2', {
    storeId: 1,
    productId: second.product_id,
    isAddToCart: true,
    adToken: second.ad_token,
    kevelToken: second.kevel_token,
    myHighD: second.my_high_d,
    distinctId: 'e2e-best-sellers-page',
    janeDeviceId: 'e2ebestsellerspage001',
  });
  const byRank = ((await api(request, '/stores/1/menu_products?sort=best-seller-rank&per_page=8')).products as { name: string }[]).map((product) => product.name);

  const calls = await recordDmCalls(page);
  const searches: string[] = [];
  page.on('request', (sent) => sent.url().includes('/menu_products') && searches.push(sent.url()));
  const rowAnswer = page.waitForResponse((answer) => answer.url().includes('/dm/v2/smart?') && (answer.request().postData() ?? '').includes('"best_selling"'));
  const widget = await CatalogueWidget.open(page, 'iframe', '/stores/1/canopy-silver-lake/menu');
  const row = widget.region('Best sellers');
  // The service's cards (.cn-rcard), not the inlined best-seller search the row shows until they arrive.
  await expect(row.locator('.cn-rcard article.cn-pcard').first()).toBeVisible();
  const rowOrder = (await row.locator('.cn-rcard article.cn-pcard h3').allTextContents()).map((name) => name.trim());
  expect(rowOrder.slice(0, byRank.length), "the service's order is not the menu's best-seller-rank").not.toEqual(byRank);
  await widget.link(/View all.*Best sellers/).click();
  await expect(widget.heading('Best sellers')).toBeVisible();
  const cards = widget.root.locator('.cn-results article.cn-pcard');
  await expect(cards.first()).toContainText(rowOrder[0]!);
  expect((await cards.locator('h3').allTextContents()).map((name) => name.trim()).slice(0, rowOrder.length)).toEqual(rowOrder);
  // The page drew the row's answer: no second ranking, and no menu search in another order.
  const askedBestSelling = calls.filter(
    (call) =>
      (call.path === '/v2/smart' && call.body.placement === 'best_selling') ||
      (call.path === '/v2/multi' && (call.body.placements as { placement: string }[]).some((row) => row.placement === 'best_selling')),
  );
  expect(askedBestSelling).toHaveLength(1);
  expect(searches.filter((url) => url.includes('best-seller-rank'))).toEqual([]);
  await expect.poll(() => widget.hostRoute()).toContain('/stores/1/canopy-silver-lake/best-sellers');
  expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);

  // Show more: the next 60 ranked ids through POST /v2/smartpage.
  await widget.root.getByRole('button', { name: /^Show more \(\d+ left\)$/ }).click();
  await expect(cards).toHaveCount(120);
  expect(callsTo(calls, '/v2/smartpage')[0]!.body.object_ids).toEqual((await (await rowAnswer).json()).object_ids.slice(60, 120));
});

test('/products honours brand and hard (000 §2): a locked brand chip, and only that brand', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const all = await api(request, '/products?per_page=1');
  const brand = all.products[0].brand as string;
  const only = await api(request, `/products?brand=${encodeURIComponent(brand)}&per_page=1`);
  const widget = await CatalogueWidget.open(page, 'iframe', encodeURIComponent(`/products?brand=${brand}&hard=brand`));
  await expect(widget.region('Pre-filters')).toContainText(`Brand: ${brand}`);
  await expect(widget.root.getByRole('button', { name: `Remove filter Brand: ${brand}` })).toHaveCount(0);
  await expect(widget.root.locator('.cn-list-head .cn-muted')).toHaveText(`${only.nb_hits} ${only.nb_hits === 1 ? 'product' : 'products'}`);
  expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
});

test('a Canadian store prices in CAD, and product-in-stores names each currency (000 §5 CA gives CAD)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const canadian = (await api(request, '/stores?country=CA&per_page=1')).stores[0];
  const widget = await CatalogueWidget.open(page, 'iframe', `/stores/${canadian.id}/${canadian.url_slug}/menu`);
  const card = widget.root.locator('#cn-results article.cn-pcard').first();
  await expect(card).toContainText('CAD');
  await card.screenshot({ path: 'test-results/catalogue-gaps/canadian-card-1280.png' });
  expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);

  const carried = (await api(request, `/products?store_id=${canadian.id}&per_page=20`)).products as { id: number; url_slug: string }[];
  let mixed: { id: number; url_slug: string } | undefined;
  for (const product of carried) {
    const stores = (await api(request, `/products/${product.id}/stores`)).stores as { country_code: string }[];
    if (stores.some((s) => s.country_code === 'US')) {
      mixed = product;
      break;
    }
  }
  expect(mixed, 'a product sold in Canada and the US').toBeDefined();
  // On the host itself (default mode): an embed for one store shows its products in that store, not in every store.
  await page.goto(`${origins().host}/products/${mixed!.id}/${mixed!.url_slug}`);
  const list = page.locator('.cn-instores');
  await expect(list.locator('li').first()).toBeVisible();
  await expect(list).toContainText('CAD');
  await expect(list).toContainText('USD');
  for (const price of await list.locator('.cn-instores__price').allTextContents()) expect(price).toMatch(/ (USD|CAD)$|^-$/);
  await list.screenshot({ path: 'test-results/catalogue-gaps/product-in-stores.png' });
  expect(await seriousWidgetViolations(page, 'default')).toEqual([]);
});

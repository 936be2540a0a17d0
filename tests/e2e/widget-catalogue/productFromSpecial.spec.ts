import { expect, test } from '@playwright/test';
import { seriousWidgetViolations } from '../support/widgetAxe';
import { origins } from '../support/origins';
import { CatalogueWidget } from './CatalogueWidget';

// 000 §2 Product: the query fromSpecialId and bundleSpecialId. Store 1's special 6 is a bundle (sample catalogue).
test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1280]) {
  test(`a product opened from a bundle shows its offer and the way back to it, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const answer = await request.get(`${origins().host}/api/v1/stores/1/specials/6`);
    const { special, products } = (await answer.json()) as { special: { title: string }; products: { id: number; brand: string | null; name: string }[] };
    const product = products[0];
    const slug = (product.brand ?? product.name).toLowerCase().replace(/\W+/g, '-');
    const widget = await CatalogueWidget.open(page, 'iframe', `/stores/1/canopy-silver-lake/products/${product.id}/${slug}?fromSpecialId=6%26bundleSpecialId=6`);
    await expect(widget.heading(product.name)).toBeVisible({ timeout: 20_000 });
    const back = widget.link(`Back to ${special.title}`);
    await expect(back).toBeVisible();
    await expect(widget.region(special.title)).toContainText(`${product.name} counts toward this bundle`);
    if (process.env.CAT_SHOTS) await page.screenshot({ path: `${process.env.CAT_SHOTS}/product-from-special-${width}.png`, fullPage: false });
    expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
    await back.click();
    await expect.poll(() => widget.hostRoute()).toMatch(/^\/stores\/1\/[^/]+\/specials\/6\//);
  });
}

import { expect, test } from '@playwright/test';
import { changeStoreSettings } from '../support/storeSettings';
import { seriousWidgetViolations } from '../support/widgetAxe';
import { CatalogueWidget } from './CatalogueWidget';

// 000 §2 Legal: the footer's pages show a dated default text, or the store's own text (store setting legal_texts,
// docs/api-admin.md), escaped: HTML in it is shown as written. The demo's embedded page is store 1's embed.
test.describe.configure({ timeout: 60_000, mode: 'serial' });

for (const width of [375, 1280]) {
  test(`the terms of use: a dated default text with the age and medical notice, axe-clean, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const widget = await CatalogueWidget.open(page, 'iframe', '/terms');
    await expect(widget.heading('Terms of use')).toBeVisible();
    await expect(widget.root.getByText(/^Last updated: /)).toBeVisible();
    await expect(widget.heading('Age and medical notice', 2)).toBeVisible();
    if (process.env.CAT_SHOTS) await page.screenshot({ path: `${process.env.CAT_SHOTS}/legal-${width}.png` });
    expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
  });
}

test("an operator's own privacy policy replaces the default, escaped", async ({ page, request }) => {
  const own = 'Last updated: March 1, 2026\n\n## Our promise\n\nWe **never** sell data. <b>not bold</b>';
  const restore = await changeStoreSettings(request, 1, { legal_texts: { privacy_policy: own } });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    const widget = await CatalogueWidget.open(page, 'iframe', '/privacy-policy');
    await expect(widget.heading('Our promise', 2)).toBeVisible();
    await expect(widget.root.getByText('Last updated: March 1, 2026')).toBeVisible();
    await expect(widget.root.getByText('We never sell data. <b>not bold</b>')).toBeVisible();
    await expect(widget.root.locator('.cn-legal b')).toHaveCount(0);
  } finally {
    await restore();
  }
});

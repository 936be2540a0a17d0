import { expect, test, type Page } from '@playwright/test';
import { CatalogueWidget, type Embedding } from '../widget-catalogue/CatalogueWidget';

// 000 §1 gold-bundles, forced by the partner page's own URL (?featureFlagsOn=, which the loader forwards to the widget).
// The seed makes store 1's "Buy 3 edibles, get 1 for $1" (special 7) a Gold members' bundle (000 §4 "gold flag"):
// hidden everywhere with the flag off, listed and opened with a Gold badge with it on.
const GOLD = 'Buy 3 edibles, get 1 for $1';
const LIST = '/stores/1/canopy-silver-lake/specials';
const DETAIL = `${LIST}/7/buy-3-edibles-get-1-for-1`;
const SHOTS = '/tmp/shots-gold';

const open = (page: Page, embedding: Embedding, path: string, flagsOn?: string) => CatalogueWidget.open(page, embedding, flagsOn ? `${path}&featureFlagsOn=${flagsOn}` : path);

for (const embedding of ['iframe', 'frameless'] as Embedding[]) {
  test.describe(`gold bundles in ${embedding}`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('off by default: the gold bundle is not listed and its page is not found; ?featureFlagsOn=gold-bundles shows it, marked Gold', async ({ page }) => {
      const off = await open(page, embedding, LIST);
      await expect(off.link('15% off all edibles')).toBeVisible();
      await expect(off.link(GOLD)).toHaveCount(0);
      await expect(off.root.locator('.cn-badge--gold')).toHaveCount(0);

      const direct = await open(page, embedding, DETAIL);
      await expect(direct.root.getByRole('alert')).toContainText('No special in store 1 with id 7');
      await expect(direct.heading(GOLD, 2)).toHaveCount(0);

      const on = await open(page, embedding, LIST, 'gold-bundles');
      const card = on.root.locator('article.cn-spcard', { has: on.link(GOLD) });
      await expect(card).toBeVisible();
      await expect(card.locator('.cn-badge--gold')).toHaveText(/Gold$/);
      await expect(on.root.locator('.cn-badge--gold')).toHaveCount(1);
      await on.link(GOLD).click();
      await expect(on.heading(GOLD, 2)).toBeVisible();
      await expect(on.root.locator('.cn-spsum')).toContainText('A Gold members’ bundle');
      await expect(on.root.locator('.cn-spsum .cn-badge--gold')).toHaveText(/Gold$/);

      // And off again: the same page without the parameter hides it once more.
      const again = await open(page, embedding, LIST);
      await expect(again.link('15% off all edibles')).toBeVisible();
      await expect(again.link(GOLD)).toHaveCount(0);
    });
  });
}

test('iframe at 375 px: the gold bundle’s list card and detail, for a look', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const list = await open(page, 'iframe', LIST, 'gold-bundles');
  const card = list.root.locator('article.cn-spcard', { has: list.link(GOLD) });
  await expect(card.locator('.cn-badge--gold')).toBeVisible();
  await list.settled();
  await card.screenshot({ path: `${SHOTS}/gold-card-375.png` });
  const detail = await open(page, 'iframe', DETAIL, 'gold-bundles');
  await expect(detail.root.locator('.cn-spsum__gold')).toBeVisible();
  await detail.settled();
  // The first visit's device-cookie notice sits over the page: put it away, as a shopper would.
  await detail.button('Got it').click();
  await detail.root.locator('.cn-spsum').screenshot({ path: `${SHOTS}/gold-detail-375.png` });
});

import { expect, test } from '@playwright/test';
import { seriousWidgetViolations } from '../support/widgetAxe';
import { origins } from '../support/origins';
import { CatalogueWidget } from './CatalogueWidget';

// 000 §3 specials_row_configs.custom_display_name; 000 §5 "Ohio stores may use custom labels for the sale row": the
// sample catalogue labels its Ohio stores' row "Daily Deals". The row sits above the menu's results and links to
// each live special; axe finds nothing serious on the menu that carries it.
test.describe.configure({ timeout: 60_000 });

async function ohioStore(request: import('@playwright/test').APIRequestContext): Promise<{ id: number; url_slug: string }> {
  const answer = await request.get(`${origins().host}/api/v1/stores?state=OH&per_page=20`);
  const { stores } = (await answer.json()) as { stores: { id: number; url_slug: string }[] };
  for (const store of stores) {
    const specials = (await (await request.get(`${origins().host}/api/v1/stores/${store.id}/specials`)).json()) as { specials: unknown[] };
    if (specials.specials.length > 0) return store;
  }
  throw new Error('no Ohio store with a live special in the sample catalogue');
}

for (const width of [375, 1280]) {
  test(`the menu shows the store's "Daily Deals" row above its results, linking to each special, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const store = await ohioStore(request);
    const widget = await CatalogueWidget.open(page, 'iframe', `/stores/${store.id}/${store.url_slug}/menu`);
    await widget.settled();
    // Exactly: the ranked row of those deals' products below the grid is "Shop Daily Deals" (001 §7 specials).
    const row = widget.root.getByRole('region', { name: 'Daily Deals', exact: true });
    await expect(row).toBeVisible();
    // CAT_SHOTS=dir: a photograph of the row for a person to look at.
    if (process.env.CAT_SHOTS) {
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.CAT_SHOTS}/deals-${width}.png` });
    }
    const first = row.getByRole('link').first();
    // The link is the special's badge (if any), then its title.
    const title = (await first.evaluate((link) => link.lastChild?.textContent ?? ''))!;
    expect(await seriousWidgetViolations(page, 'iframe')).toEqual([]);
    // By keyboard: a click aimed at the link as the host page scrolls it into view can land on the menu's sticky
    // filter bar, which follows that scroll into the same place (iframe sticky bars, DESIGN §1.4).
    await first.press('Enter');
    await expect.poll(() => widget.hostRoute()).toMatch(new RegExp(`^/stores/${store.id}/[^/]+/specials/\\d+/`));
    await expect(widget.root.getByRole('heading', { name: title })).toBeVisible();
  });
}

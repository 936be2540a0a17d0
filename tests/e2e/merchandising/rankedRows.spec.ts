import { expect, test, type Locator } from '@playwright/test';
import { createAccount, newShopper, ShopperAccount } from '../account/ShopperAccount';
import { OrderWidget } from '../order/OrderWidget';
import { reserveByApi } from '../support/reserveByApi';
import { changeStoreSettings, type RestoreSettings } from '../support/storeSettings';
import { callsTo, impressions, recordDmCalls } from './dmTraffic';

// 001 §7 placements through the real host and its /dm service, in the demo partner's iframe: every row of the menu,
// the product page and the bag draws the service's products; impressions go once per product and row; a click from
// a row's Add is sent with the add-to-cart flag; multi-placements asks the menu's rows in one call.
test.describe.configure({ timeout: 90_000 });

const MENU = '/stores/1/store/menu';
// A ranked card (the service's, not Best sellers' inlined first cards it replaces).
const cardsOf = (row: Locator) => row.locator('.cn-rcard article.cn-pcard');

test.describe('with a top row the operator configured (docs/api-merchandising.md § Store settings)', () => {
  let restore: RestoreSettings;
  test.beforeAll(async ({ request }) => {
    restore = await changeStoreSettings(request, 1, {
      merchandising: { themes: [], top_row: { title: 'Weekend edibles', search_filter: 'kind=edible', creative_id: 'e2e-top' }, sponsored: [] },
    });
  });
  // A beforeAll's request context is gone by afterAll: the restore gets afterAll's own.
  test.afterAll(async ({ request }) => restore(request));

  test('the menu draws its ranked rows, and each product of a row is an impression once', async ({ page }) => {
    const calls = await recordDmCalls(page);
    const widget = await OrderWidget.open(page, 'iframe', MENU);
    for (const title of ['Best sellers', 'Weekend edibles', 'Staff picks', 'Featured products']) {
      // Rows appear as the service answers (Best sellers' inlined cards are replaced): found, then scrolled to.
      const row = widget.root.getByRole('region', { name: title, exact: true });
      await expect(async () => {
        await cardsOf(row).first().scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(cardsOf(row).first()).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    }
    // Without multi-placements: one POST /v2/smart per placement, none of them twice.
    const placements = callsTo(calls, '/v2/smart').map((call) => call.body.placement);
    expect(new Set(placements)).toEqual(new Set(['best_selling', 'menu_top_row', 'specials', 'thematic_row', 'menu_inline']));
    expect(placements).toHaveLength(new Set(placements).size);
    expect(callsTo(calls, '/v2/multi')).toHaveLength(0);

    // Back to the first row and down again: every product it showed was counted, none twice (a token is per row).
    const best = widget.root.getByRole('region', { name: 'Best sellers', exact: true });
    await best.scrollIntoViewIfNeeded();
    await expect.poll(() => impressions(calls).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await widget.root.getByRole('region', { name: 'Staff picks', exact: true }).scrollIntoViewIfNeeded();
    await best.scrollIntoViewIfNeeded();
    // New cards into view (the carousel forward) make a later batch, which would carry any repeat of those seen again.
    const seenBefore = impressions(calls).length;
    await widget.root.getByRole('button', { name: 'Scroll Best sellers forward' }).press('Enter');
    await expect.poll(() => impressions(calls).length, { timeout: 15_000 }).toBeGreaterThan(seenBefore);
    const tokens = impressions(calls).map((engagement) => engagement.myHighD);
    expect(tokens.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
    expect(tokens).toHaveLength(new Set(tokens).size);
  });
});

test('with multi-placements the menu asks its rows in one POST /v2/multi', async ({ page }) => {
  const calls = await recordDmCalls(page);
  const widget = await OrderWidget.open(page, 'iframe', MENU, 'featureFlagsOn=multi-placements');
  await expect(cardsOf(widget.root.getByRole('region', { name: 'Best sellers', exact: true })).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => callsTo(calls, '/v2/multi').length).toBe(1);
  const asked = (callsTo(calls, '/v2/multi')[0].body.placements as { placement: string }[]).map((entry) => entry.placement);
  expect(asked).toEqual(expect.arrayContaining(['best_selling', 'specials', 'thematic_row', 'menu_inline']));
  expect(callsTo(calls, '/v2/smart')).toHaveLength(0);
});

test('Add from a row puts the product in the bag and sends the click with isAddToCart; the bag and product page draw their rows', async ({ page }) => {
  const calls = await recordDmCalls(page);
  const widget = await OrderWidget.open(page, 'iframe', MENU);
  const best = widget.root.getByRole('region', { name: 'Best sellers', exact: true });
  const card = cardsOf(best).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${name} to bag` }).press('Enter');
  // The drawer opens with the line, and what goes with it (cart_toppers) behind one disclosure (one Tab stop).
  await expect(widget.drawer.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible({ timeout: 15_000 });
  await widget.drawer.locator('summary', { hasText: 'Complete your order' }).click({ timeout: 15_000 });
  await expect(cardsOf(widget.drawer.getByRole('region', { name: 'Complete your order' })).first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => callsTo(calls, '/v2/event/2').filter((call) => call.body.isAddToCart === true).length).toBe(1);
  const click = callsTo(calls, '/v2/event/2').find((call) => call.body.isAddToCart === true)!;
  expect(click.body).toMatchObject({ storeId: 1, productId: expect.any(Number), myHighD: expect.any(String) });
  const topper = callsTo(calls, '/v2/smart').find((call) => call.body.placement === 'cart_toppers')!;
  expect(topper.body.cart_product_ids).toEqual([click.body.productId]);

  // The product page: similar products (pdp_row) for that product.
  await page.keyboard.press('Escape');
  await widget.goto(`/stores/1/store/products/${click.body.productId}/p`);
  await expect(widget.heading(name, 1)).toBeVisible({ timeout: 20_000 });
  const similar = widget.root.getByRole('region', { name: 'Similar products' });
  await similar.scrollIntoViewIfNeeded();
  await expect(cardsOf(similar).first()).toBeVisible({ timeout: 15_000 });
  expect(callsTo(calls, '/v2/smart').some((call) => call.body.placement === 'pdp_row' && call.body.product_id === click.body.productId)).toBe(true);
  // The bag page draws the toppers too.
  await widget.goto('/cart');
  await expect(cardsOf(widget.root.getByRole('region', { name: 'Complete your order' })).first()).toBeVisible({ timeout: 20_000 });
});

test('a signed-in shopper who reserved before gets Buy it again with what they bought', async ({ page, request }) => {
  // Two password hashes (the account and the log-in).
  test.setTimeout(180_000);
  const shopper = newShopper('buyagain');
  const token = await createAccount(request, shopper, { phone: shopper.phone, birth_date: '1990-02-03' });
  await reserveByApi(request, token, 'e2e-buyagain-device-1');
  const flower = await OrderWidget.flower(request);
  // On the host (default mode), as the one-click spec signs in: the session then holds across page loads.
  const widget = await OrderWidget.open(page, 'default', '/login');
  await new ShopperAccount(widget).logIn(shopper.email, shopper.password);
  await expect(widget.root.getByRole('link', { name: 'Log in' })).toHaveCount(0, { timeout: 30_000 });
  await widget.goto(MENU);
  const again = widget.root.getByRole('region', { name: 'Buy it again', exact: true });
  await again.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(again.getByRole('heading', { name: flower.name })).toBeVisible({ timeout: 15_000 });
});

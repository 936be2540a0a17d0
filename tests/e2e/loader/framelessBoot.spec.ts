import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';
import { DemoSite, READY_TIMEOUT_MS } from './demoSite';

// framelessEmbed's boot (DESIGN §3 Lighthouse mobile): no host draws a first view into the shadow root, so the first
// page's answers are asked for side by side at mount, and the first render waits for them: the loader's placeholder
// gives way to the menu itself, not to skeletons that the arriving content then pushes down the partner's page.
test.describe.configure({ timeout: 90_000 });

/** The first page's GETs: the store, its menu searches and its specials (shared/search bootRequests). */
const FIRST_PAGE_CALL = /\/api\/v1\/stores\/1(\/menu_products\?.*|\/specials)?$/;

test('the first page’s API calls are in flight together', async ({ page }) => {
  let inFlight = 0;
  let most = 0;
  const settle = () => (inFlight -= 1);
  page.on('request', (request) => {
    if (!FIRST_PAGE_CALL.test(request.url()) || request.method() !== 'GET') return;
    most = Math.max(most, (inFlight += 1));
  });
  page.on('requestfinished', (request) => FIRST_PAGE_CALL.test(request.url()) && request.method() === 'GET' && settle());
  page.on('requestfailed', (request) => FIRST_PAGE_CALL.test(request.url()) && request.method() === 'GET' && settle());
  const site = new DemoSite(page);
  await site.open('frameless');
  await site.waitForLogged('ready');
  // The store, the menu's first page, the best sellers and the specials.
  expect(most).toBe(4);
});

test('the loader’s placeholder gives way to product cards, not to the widget’s skeletons', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { atSwap: unknown }).atSwap = null;
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init);
      if (this.tagName !== 'CANOPY-EMBED') return root;
      new MutationObserver((records, observer) => {
        if (!records.some((record) => [...record.removedNodes].some((node) => node.nodeName === 'CANOPY-SKELETON'))) return;
        observer.disconnect();
        (window as unknown as { atSwap: unknown }).atSwap = { cards: root.querySelectorAll('article.cn-pcard').length, skeletons: root.querySelectorAll('.cn-skel').length };
      }).observe(root, { childList: true });
      return root;
    };
  });
  const site = new DemoSite(page);
  await site.open('frameless');
  const atSwap = await page.waitForFunction(() => (window as unknown as { atSwap: unknown }).atSwap, null, { timeout: READY_TIMEOUT_MS });
  const { cards, skeletons } = (await atSwap.jsonValue()) as { cards: number; skeletons: number };
  expect(skeletons).toBe(0);
  expect(cards).toBeGreaterThan(0);
});

// In the partner's page the cards far below the screen are laid out only as they come near; an iframe is as tall as
// its content, so there every card is in its viewport and none is skipped.
for (const [name, drawn] of [
  ['frameless', 'auto'],
  ['embedded', 'visible'],
]) {
  test(`on ${name}.html the menu’s cards are drawn with content-visibility ${drawn}`, async ({ page }) => {
    const site = new DemoSite(page);
    await site.open(name);
    const cards = name === 'frameless' ? page.locator('#canopy-menu .cn-results__item') : page.frameLocator('#canopy-menu iframe').locator('.cn-results__item');
    await expect(cards).toHaveCount(24, { timeout: READY_TIMEOUT_MS });
    const values = await cards.evaluateAll((items) => [...new Set(items.map((item) => getComputedStyle(item).contentVisibility))]);
    expect(values).toEqual([drawn]);
  });
}

// A widget opened as a page of its own (a direct link, white label's domain, a kiosk) is the top window: its viewport
// is the shopper's screen, as in framelessEmbed (the phone profile's INP: 24 cards and four rows laid out and painted
// in every frame of a tap).
test('the widget opened as a page of its own draws its cards with content-visibility auto', async ({ page }) => {
  await page.goto(`${origins().host}/embed/stores/1/menu`);
  const cards = page.locator('.cn-results__item');
  await expect(cards).toHaveCount(24, { timeout: READY_TIMEOUT_MS });
  const values = await cards.evaluateAll((items) => [...new Set(items.map((item) => getComputedStyle(item).contentVisibility))]);
  expect(values).toEqual(['auto']);
});

import { devices, expect, test, type Page } from '@playwright/test';
import { FIRST_SCREEN_ITEMS } from '../../../shared/constants';
import { origins } from '../support/origins';

// DESIGN §3 first product card: the host draws the menu's first frame into the widget's HTML (demo-host/server/
// firstView, the widget's own components built for Node), and the loader lays the iframe over its skeleton, so the
// cards are on screen as soon as the iframe paints, before any script of the widget has run. The widget's first
// render then takes its place.

/** The widget's scripts never arrive: what a shopper sees is what the HTML alone draws. */
const withoutWidgetScripts = (page: Page) => page.route(/\/widget(-react)?\/.*\.js$/, (route) => route.abort());

const widgetFrame = (page: Page) => page.frameLocator('#canopy-menu iframe');

test('with no widget script at all, the embedded menu shows its first screen of cards, over the loader’s skeleton', async ({ page }) => {
  await withoutWidgetScripts(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origins().demo}/embedded.html`);
  const view = widgetFrame(page).locator('#canopy-first-view');
  await expect(view).toHaveAttribute('data-size', 'desktop');
  await expect(view).toHaveAttribute('inert', '');
  // Best sellers: the inlined best-seller search, until the merchandising service's ranking (001 §7) takes its places.
  await expect(view.getByRole('heading', { name: 'Best sellers' })).toBeAttached();
  await expect(view.locator('.cn-pcar article.cn-pcard')).toHaveCount(FIRST_SCREEN_ITEMS.desktop.carousel);
  await expect(view.locator('#cn-results article.cn-pcard')).toHaveCount(FIRST_SCREEN_ITEMS.desktop.grid);
  // On screen: the iframe is not hidden, and the first card lies inside the page's viewport.
  const iframe = page.locator('#canopy-menu iframe');
  await expect(iframe).not.toHaveCSS('opacity', '0');
  const card = await view.locator('article.cn-pcard').first().boundingBox();
  expect(card && card.y + card.height / 2).toBeLessThan(900);
  // The skeleton is still under it: the widget never said it has drawn.
  await expect(page.locator('#canopy-menu [aria-label="Loading the menu"]')).toHaveCount(1);
});

test('the widget’s first render replaces the first view: one app, nothing inert, the menu works', async ({ page }) => {
  await page.goto(`${origins().demo}/embedded.html`);
  const frame = widgetFrame(page);
  await expect(frame.locator('#cn-results .cn-results__item article.cn-pcard')).toHaveCount(24);
  await expect(frame.locator('#canopy-first-view')).toHaveCount(0);
  await expect(frame.locator('.cn-app')).toHaveCount(1);
  await expect(frame.locator('[inert]')).toHaveCount(0);
  await expect(frame.locator('#canopy-root')).toBeVisible();
  // Each sheet once: the widget adopts the ones the host put in the HTML instead of adding its own.
  const sheets = await page.frames()[1].evaluate(() => [...document.querySelectorAll('style[data-canopy]')].map((style) => style.getAttribute('data-canopy')));
  expect(sheets).toContain('base');
  expect(new Set(sheets).size).toBe(sheets.length);
  await frame.getByRole('button', { name: 'Scroll Best sellers forward' }).click();
  await expect(frame.getByRole('button', { name: 'Scroll Best sellers back' })).toBeEnabled();
});

test('a phone gets a first view drawn for its size class', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await withoutWidgetScripts(page);
  await page.goto(`${origins().demo}/embedded.html`);
  const view = widgetFrame(page).locator('#canopy-first-view');
  await expect(view).toHaveAttribute('data-size', 'mobile');
  await expect(view.locator('.cn-pcar article.cn-pcard')).toHaveCount(FIRST_SCREEN_ITEMS.mobile.carousel);
  await expect(view.locator('article.cn-pcard').first()).toBeVisible();
  await context.close();
});

test('a first view drawn for another size class is never displayed (000 §2), and the widget draws the page itself', async ({ page }) => {
  // A desktop browser, 700 px wide: the host draws for a desktop, the widget is a vertical tablet.
  await page.setViewportSize({ width: 700, height: 900 });
  await withoutWidgetScripts(page);
  await page.goto(`${origins().demo}/embedded.html`);
  const view = widgetFrame(page).locator('#canopy-first-view');
  await expect(view).toHaveAttribute('data-size', 'desktop');
  await expect(view).toBeHidden();
  await page.unrouteAll();
  await page.reload();
  await expect(widgetFrame(page).locator('.cn-app')).toHaveAttribute('data-size', 'verticalTablet');
  await expect(widgetFrame(page).locator('#cn-results article.cn-pcard').first()).toBeVisible();
  await expect(widgetFrame(page).locator('#canopy-first-view')).toHaveCount(0);
});

test('a white-label embed’s first view paints in the partner’s theme, with no widget script', async ({ page }) => {
  await withoutWidgetScripts(page);
  await page.goto(`${origins().demo}/white-label.html`);
  const app = widgetFrame(page).locator('#canopy-first-view .cn-app');
  await expect(app.locator('article.cn-pcard').first()).toBeVisible();
  await expect(page.locator('#canopy-menu iframe')).not.toHaveCSS('opacity', '0');
  // white-label.html's data-theme: primary #1f5135, font Georgia.
  expect(await app.evaluate((el) => getComputedStyle(el).getPropertyValue('--cn-primary').trim())).toBe('#1f5135');
  await expect(app).toHaveCSS('font-family', /Georgia/);
});

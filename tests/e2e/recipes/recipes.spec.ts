import { expect, test, type Page } from '@playwright/test';
import { origins } from '../support/origins';
import { recipe } from './docSnippets';
import { startNextRecipe } from './nextApp';
import { addFirstCardToBag, firstCardShown, HTML, partnerOrigin, repoRoot, servePartnerFiles, watchPage } from './partnerSite';
import { serveSpaRecipe } from './spaApp';
import { hasPhp, renderShortcodes } from './wordpress';

// docs/recipes.md, each recipe run once as a partner would run it: its code copied from the doc, served from a
// partner origin of its own (on the host's allowlist). One server at a time listens there, so the tests of this
// file run in order, in one worker (fullyParallel is off).
test.describe.configure({ timeout: 120_000 });

const noErrors = (site: ReturnType<typeof watchPage>) => expect({ console: site.consoleErrors, page: site.pageErrors.map(String) }).toEqual({ console: [], page: [] });

test("plain HTML: the snippet shows the menu, the page's bag counter follows the cart message, and getState() answers as declared", async ({ page }) => {
  const site = watchPage(page);
  const server = await servePartnerFiles({ '/shop.html': [HTML, recipe(repoRoot, 'shop.html', origins().host)] });
  try {
    await page.goto(`${partnerOrigin()}/shop.html`);
    await addFirstCardToBag(await firstCardShown(page));
    await expect(page.locator('#bag-count')).toHaveText('1');
    // What getState() resolves to, from a real widget: the CanopyState of canopy.d.ts.
    const state = await page.evaluate(async () => {
      const target = document.body.appendChild(document.createElement('div'));
      const embed = Canopy.mount({ storeId: 1, target, urlSync: false })!;
      await embed.ready;
      const answer = await embed.getState();
      embed.destroy();
      return answer;
    });
    expect(Object.keys(state ?? {}).sort()).toEqual(['cart', 'path', 'title']);
    expect([typeof state?.path, typeof state?.title, state?.cart === null || typeof state?.cart === 'string']).toEqual(['string', 'string', true]);
    noErrors(site);
  } finally {
    await server.close();
  }
});

test('a React SPA with a router, in StrictMode: 10 trips away from the menu and back leave one iframe and no listener, and onCart fires', async ({ page }) => {
  const site = watchPage(page);
  const server = await serveSpaRecipe(origins().host);
  try {
    await page.goto(`${partnerOrigin()}/`);
    const [shop, home, iframes] = [page.getByRole('link', { name: 'Shop' }), page.getByRole('link', { name: 'Home' }), page.locator('iframe')];
    await shop.click();
    await firstCardShown(page);
    const shownMessageListeners = (await site.windowListeners()).message;
    await home.click();
    await expect(iframes).toHaveCount(0);
    const away = await site.windowListeners();

    for (let trip = 0; trip < 10; trip += 1) {
      await shop.click();
      await expect(iframes).toHaveCount(1);
      await home.click();
      await expect(iframes).toHaveCount(0);
    }
    // Every listener an embed added went with it, including those of embeds destroyed before their widget was ready.
    await expect.poll(() => site.windowListeners()).toEqual(away);

    await shop.click();
    const frame = await firstCardShown(page);
    await expect(iframes).toHaveCount(1);
    await expect.poll(async () => (await site.windowListeners()).message).toBe(shownMessageListeners);
    await addFirstCardToBag(frame);
    await expect(page.locator('#bag-count')).toHaveText('Bag: 1');
    noErrors(site);
  } finally {
    await server.close();
  }
});

test('Next.js (app router): built and started, /shop shows the menu on arrival, counts the bag, and leaving destroys it', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const site = watchPage(page);
  const app = await startNextRecipe(origins().host);
  const took = `${(app.buildMs / 1000).toFixed(1)} s`;
  testInfo.annotations.push({ type: 'next build', description: took });
  console.log(`next build took ${took}`);
  try {
    await page.goto(`${partnerOrigin()}/`);
    const shop = page.getByRole('link', { name: 'Shop' });
    await shop.click();
    await addFirstCardToBag(await firstCardShown(page));
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.locator('#bag-count')).toHaveText('Bag: 1');
    await backTo(page, '/');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // Counted after a first visit, once the app has settled (a listener Next.js or the loader adds once per page is no
    // leak): a second visit to the menu leaves nothing behind.
    const away = await loaderListeners(site);
    await shop.click();
    await firstCardShown(page);
    await backTo(page, '/');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect.poll(() => loaderListeners(site)).toEqual(away);
    noErrors(site);
  } finally {
    await app.stop();
  }
});

test('WordPress: a post with [canopy store="1"], expanded by the plugin, shows the menu', async ({ page }) => {
  test.skip(!hasPhp(), 'php is not installed (Debian: apt-get install php-cli): the WordPress recipe runs its plugin with it');
  const site = watchPage(page);
  const post = renderShortcodes('<h1>Our menu</h1>\n[canopy store="1"]\n', origins().host);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Menu – a WordPress site</title></head><body>${post}</body></html>`;
  const server = await servePartnerFiles({ '/menu/': [HTML, html] });
  try {
    await page.goto(`${partnerOrigin()}/menu/`);
    await firstCardShown(page, '#canopy-menu-1');
    await expect(page.locator('iframe')).toHaveCount(1);
    noErrors(site);
  } finally {
    await server.close();
  }
});

test('WordPress: the shortcode escapes what it is given, and renders only a comment without a store id or a host', () => {
  test.skip(!hasPhp(), 'php is not installed (Debian: apt-get install php-cli)');
  const hostile = renderShortcodes(`[canopy store="1" mode='"><img src=x onerror=alert(1)>']`, 'https://menu.example.com');
  expect(hostile).not.toContain('<img');
  expect(hostile).toContain('data-mode="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  for (const [content, host] of [
    ['[canopy store="abc"]', 'https://menu.example.com'],
    ['[canopy]', 'https://menu.example.com'],
    ['[canopy store="1"]', null],
  ] as const) {
    expect(renderShortcodes(content, host)).toMatch(/^<!-- canopy: give a store id/);
  }
});

/** The window listeners of the kinds the loader adds (Playwright's own clicks add others). */
async function loaderListeners(site: ReturnType<typeof watchPage>): Promise<Record<string, number>> {
  const all = await site.windowListeners();
  return Object.fromEntries(['message', 'popstate', 'resize', 'scroll'].map((type) => [type, all[type] ?? 0]));
}

/** Back through the history until the page's path is this one (the menu's own routes may have added entries). */
async function backTo(page: Page, path: string): Promise<void> {
  for (let step = 0; step < 5 && new URL(page.url()).pathname !== path; step += 1) await page.goBack();
  expect(new URL(page.url()).pathname).toBe(path);
}

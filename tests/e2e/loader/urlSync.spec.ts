import { expect, test, type Page } from '@playwright/test';
import { DemoSite, READY_TIMEOUT_MS } from './demoSite';

type Embeds = { demo: { embeds: Record<string, { navigate(path: string): void }> } };
const navigate = (page: Page, embed: string, path: string) => page.evaluate(([name, to]) => (window as unknown as Embeds).demo.embeds[name].navigate(to), [embed, path] as const);
const widgetPath = async (site: DemoSite, container: string) => (await site.widgetFrame(container)).evaluate(() => location.pathname);

// DESIGN §1.5: ?canopy=<path> in the host URL; reload, shared links and back/forward land on the same page.
test.describe('URL sync', () => {
  test.describe.configure({ timeout: 90_000 });
  test('mirrors the route, keeps other parameters and the hash, and only the first embed syncs', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('two-embeds', '?utm_source=news&utm_medium=email#menus');
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy'), { timeout: READY_TIMEOUT_MS }).toBe('/menu');
    await navigate(page, 'oakland', '/brands');
    await expect.poll(() => page.url()).toBe(`${site.demo}/two-embeds.html?utm_source=news&utm_medium=email&canopy=/brands#menus`);

    await navigate(page, 'berkeley', '/stores/2/menu?x=1');
    // The loader's URL sync has its say on a route before the page's on() handlers hear it (loader/mountEmbed.ts:
    // routeChanged, then emit), so once Berkeley's handler has the route, a write would already be in the address.
    await expect
      .poll(async () => (await site.handled('Berkeley')).some((m) => m.type === 'route' && String(m.payload.path).includes('x=1')), { timeout: READY_TIMEOUT_MS })
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('canopy')).toBe('/brands');
  });

  test('back and forward move the widget; a reload restores it', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('two-embeds');
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy'), { timeout: READY_TIMEOUT_MS }).toBe('/menu');
    await navigate(page, 'oakland', '/brands');
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy')).toBe('/brands');
    await expect.poll(() => widgetPath(site, '#menu-oakland')).toMatch(/\/brands$/);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('canopy'), { timeout: READY_TIMEOUT_MS }).toBe('/menu');
    await expect.poll(() => widgetPath(site, '#menu-oakland')).toMatch(/\/menu$/);

    await page.goForward();
    await expect.poll(() => widgetPath(site, '#menu-oakland')).toMatch(/\/brands$/);

    await page.reload();
    await expect(page.locator('#menu-oakland iframe')).toHaveAttribute('src', /\/embed\/stores\/1\/brands$/);
    await expect.poll(() => widgetPath(site, '#menu-oakland')).toMatch(/\/brands$/);
  });

  test('a shared link opens the widget on its page; data-url-sync="off" leaves the address alone', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('embedded', '?canopy=/brands');
    await expect(page.locator('#canopy-menu iframe')).toHaveAttribute('src', `${site.host}/embed/stores/1/brands`);

    await site.openSnippets({ 'data-store-id': '1', 'data-target': '#m', 'data-url-sync': 'off' });
    // The page's log listener and the loader's listener hear the same message event, one after the other, so once the
    // route is in the log the loader has handled it: a write would already be in the address.
    await site.waitForLogged('route');
    expect(new URL(page.url()).search).toBe('');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { postedSoFarDelivered } from '../support/messagesDelivered';
import { DemoSite, READY_TIMEOUT_MS } from './demoSite';

type Embeds = { demo: { embeds: Record<string, { navigate(path: string): void; destroy(): void; getState(): Promise<unknown> }> } };

async function openBoth(page: Page) {
  const site = new DemoSite(page);
  await site.recordPageInfo();
  await site.open('two-embeds');
  for (const name of ['Oakland', 'Berkeley'] as const) {
    await expect.poll(async () => (await site.handled(name)).some((m) => m.type === 'ready'), { timeout: READY_TIMEOUT_MS }).toBe(true);
  }
  return site;
}

const navigate = (page: Page, embed: string, path: string) => page.evaluate(([name, to]) => (window as unknown as Embeds).demo.embeds[name].navigate(to), [embed, path] as const);

test.describe('two embeds on one page (queue stub, JS API)', () => {
  test.describe.configure({ timeout: 90_000 });
  test('route and cart messages reach on() handlers and raw listeners, and the embeds do not cross-talk', async ({ page }) => {
    const site = await openBoth(page);
    await navigate(page, 'oakland', '/brands');
    await expect.poll(async () => (await site.handled('Oakland')).some((m) => m.type === 'route' && m.payload.path === '/brands')).toBe(true);
    await site.waitForLogged('route', (p) => p.path === '/brands');

    // A cart message from the Berkeley widget's own window and origin.
    const berkeley = await site.widgetFrame('#menu-berkeley');
    await berkeley.evaluate((demo) => {
      parent.postMessage({ source: 'canopy', type: 'cart', payload: { uuid: 'berkeley-cart', count: 2, total: 4599 } }, demo);
    }, site.demo);
    await expect.poll(async () => (await site.handled('Berkeley')).some((m) => m.type === 'cart' && m.payload.uuid === 'berkeley-cart')).toBe(true);
    await site.waitForLogged('cart', (p) => p.uuid === 'berkeley-cart');

    const oakland = await site.handled('Oakland');
    expect(oakland.some((m) => m.type === 'cart' && m.payload.uuid === 'berkeley-cart')).toBe(false);
    expect((await site.handled('Berkeley')).some((m) => m.type === 'route' && m.payload.path === '/brands')).toBe(false);
    expect(site.pageErrors).toEqual([]);
  });

  test('a frame from a third origin posting look-alike messages changes nothing', async ({ page }) => {
    const site = await openBoth(page);
    const heights = () => page.locator('iframe[name^="canopy-"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    const url = page.url();
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'impostor';
      document.body.appendChild(frame);
    }, `${site.stranger}/impostor.html`);
    const impostor = await (await page.locator('#impostor').elementHandle())?.contentFrame();
    if (!impostor) throw new Error('no impostor frame');
    await expect.poll(() => impostor.title()).toBe('posted');
    // Its look-alikes have all reached the page (and the loader's listeners) once a later message from it has.
    await postedSoFarDelivered(page, impostor);

    for (const name of ['Oakland', 'Berkeley'] as const) {
      const handled = await site.handled(name);
      expect(handled.some((m) => m.payload.path === '/impostor' || m.payload.uuid === 'evil' || m.payload.version === 'evil')).toBe(false);
    }
    expect((await site.log()).some((m) => m.payload.uuid === 'evil' || m.payload.path === '/impostor')).toBe(false);
    expect(page.url()).toBe(url);
    // The impostor asked for 5 px frames (in Canopy's and in iframe-resizer's formats); the menus keep theirs.
    for (const height of await heights()) expect(height).toBeGreaterThan(100);
  });

  test('destroy() leaves no iframe and no listener', async ({ page }) => {
    const site = await openBoth(page);
    // The embeds start watching scroll and resize when their widgets ask for page info, and answer at once
    // (loader/resizeIframe.ts): a widget that has been told the page info has its embed's listeners in place.
    for (const container of ['#menu-oakland', '#menu-berkeley']) await expect.poll(async () => (await site.pageInfoScrollTops(container)).length).toBeGreaterThan(0);
    const baseline = await site.windowListeners();
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'third';
      document.querySelector('main')!.appendChild(target);
      const api = (window as unknown as { Canopy: { mount(o: object): unknown } }).Canopy;
      (window as unknown as Embeds).demo.embeds.third = api.mount({ storeId: 1, target: '#third', urlSync: false }) as never;
    });
    await expect(page.locator('#third iframe')).toHaveCount(1);
    const mounted = await site.windowListeners();
    expect(mounted.message ?? 0).toBeGreaterThan(baseline.message ?? 0);

    await page.evaluate(() => (window as unknown as Embeds).demo.embeds.third.destroy());
    await expect(page.locator('#third canopy-embed')).toHaveCount(0);
    await expect(page.locator('#third iframe')).toHaveCount(0);
    await expect.poll(() => site.windowListeners()).toEqual(baseline);

    await page.evaluate(() => {
      const { oakland, berkeley } = (window as unknown as Embeds).demo.embeds;
      oakland.destroy();
      berkeley.destroy();
    });
    await expect(page.locator('iframe')).toHaveCount(0);
    const after = await site.windowListeners();
    expect(after.message ?? 0).toBeLessThan(baseline.message ?? 0);
    expect(after.popstate ?? 0).toBeLessThan(baseline.popstate ?? 0);
  });

  test('the handshake reconnects when the iframe reloads', async ({ page }) => {
    const site = await openBoth(page);
    const oakland = await site.widgetFrame('#menu-oakland');
    await oakland.evaluate(() => location.reload());
    await expect.poll(async () => (await site.handled('Oakland')).filter((m) => m.type === 'ready').length, { timeout: READY_TIMEOUT_MS }).toBe(2);
    await navigate(page, 'oakland', '/brands');
    await expect.poll(async () => (await site.handled('Oakland')).some((m) => m.type === 'route' && m.payload.path === '/brands')).toBe(true);
    const state = await page.evaluate(() => (window as unknown as Embeds).demo.embeds.oakland.getState());
    expect(state).toMatchObject({ path: '/brands' });
  });

  test('a route change scrolls the page back to the top of a menu scrolled out of view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const site = await openBoth(page);
    const frame = await site.widgetFrame('#menu-oakland');
    await frame.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '3000px';
      document.body.appendChild(tall);
    });
    const top = () => page.locator('#menu-oakland iframe').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await expect.poll(async () => page.locator('#menu-oakland iframe').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(3000);
    const frameTop = await top();
    await page.evaluate((y) => scrollTo(0, y), frameTop + 1500);
    // The widget scrolls the page only when its top is out of view, judged from the page info it was last told.
    const scrolled = await page.evaluate(() => scrollY);
    await expect.poll(async () => (await site.pageInfoScrollTops('#menu-oakland')).at(-1)).toBe(scrolled);
    await navigate(page, 'oakland', '/brands');
    // To the menu's top, just below the demo site's sticky header (the loader measures it), not under it.
    const gap = () =>
      page.evaluate(() => document.querySelector('#menu-oakland iframe')!.getBoundingClientRect().top - document.querySelector('.gl-header')!.getBoundingClientRect().bottom);
    await expect
      .poll(async () => {
        const g = await gap();
        return g >= 0 && g < 2;
      })
      .toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeLessThan(frameTop);
  });

  test('a route change leaves the page alone while the menu top is in view', async ({ page }) => {
    const site = await openBoth(page);
    await page.evaluate(() => scrollTo(0, 0));
    await navigate(page, 'oakland', '/brands');
    await expect.poll(async () => (await site.handled('Oakland')).some((m) => m.type === 'route' && m.payload.path === '/brands')).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

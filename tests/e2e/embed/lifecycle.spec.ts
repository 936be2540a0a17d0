import { expect, test, type Page } from '@playwright/test';
import { DemoSite, READY_TIMEOUT_MS } from '../loader/demoSite';

// An embed's life on a partner page (docs/embedding.md, "Several embeds and single-page apps"): raw messages say which
// embed sent them, an embed whose container the page took away is destroyed by the loader, and URL sync belongs to
// the first embed in document order unless one asks for it.
test.describe.configure({ timeout: 90_000 });

type Raw = { type: string; embedId?: number; path?: string };

/** Every raw Canopy `message` event the page receives, as { type, embedId, path }. */
async function recordRawMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const raw: Raw[] = [];
    (window as unknown as { rawCanopy: Raw[] }).rawCanopy = raw;
    addEventListener('message', (event) => {
      if (event.data?.source === 'canopy') raw.push({ type: event.data.type, embedId: event.data.embedId, path: event.data.payload?.path });
    });
  });
}
const rawMessages = (page: Page) => page.evaluate(() => (window as unknown as { rawCanopy: Raw[] }).rawCanopy);
const readyFrom = async (page: Page) => (await rawMessages(page)).filter((m) => m.type === 'ready').map((m) => m.embedId);

test('raw messages carry the id of the embed that sent them, the id its handle has (iframes)', async ({ page }) => {
  const site = new DemoSite(page);
  await recordRawMessages(page);
  await site.open('two-embeds');
  await expect.poll(async () => (await readyFrom(page)).sort(), { timeout: READY_TIMEOUT_MS }).toEqual([1, 2]);
  const ids = await page.evaluate(() => {
    const { embeds } = (window as unknown as { demo: { embeds: Record<string, { id: number }> } }).demo;
    return [embeds.oakland.id, embeds.berkeley.id];
  });
  expect(ids).toEqual([1, 2]);
  const routes = (await rawMessages(page)).filter((m) => m.type === 'route');
  expect(routes.find((m) => m.embedId === 2)?.path).toBe('/stores/2/menu');
  expect(routes.every((m) => m.embedId === 1 || m.embedId === 2)).toBe(true);
});

test('raw messages carry the embed id in framelessEmbed too', async ({ page }) => {
  const site = new DemoSite(page);
  await recordRawMessages(page);
  await site.open('frameless');
  await expect.poll(() => readyFrom(page), { timeout: READY_TIMEOUT_MS }).toEqual([1]);
  expect((await rawMessages(page)).every((m) => m.embedId === 1)).toBe(true);
});

test('a container the page took away without destroy() is destroyed: no listener left, and the next embed syncs', async ({ page }) => {
  const site = new DemoSite(page);
  await site.openSnippets({});
  const before = await site.windowListeners();
  await page.evaluate(() => {
    const api = (window as unknown as { Canopy: { mount(o: object): { ready: Promise<unknown> } } }).Canopy;
    return api.mount({ storeId: 1, target: '#canopy-menu' }).ready;
  });
  await expect.poll(() => new URL(page.url()).searchParams.get('canopy'), { timeout: READY_TIMEOUT_MS }).toBe('/menu');
  // A single-page app re-renders the view: the menu's container goes, and nobody calls destroy().
  await page.evaluate(() => document.getElementById('canopy-menu')!.remove());
  await expect.poll(() => site.windowListeners()).toEqual(before);
  expect(new URL(page.url()).searchParams.get('canopy')).toBeNull();

  // A shared link for the next view's menu opens there, and that menu's routes reach the address.
  await page.evaluate(() => history.replaceState(null, '', '?canopy=/brands'));
  await page.evaluate(() => (window as unknown as { Canopy: { mount(o: object): unknown } }).Canopy.mount({ storeId: 1, target: '#m' }));
  await expect(page.locator('#m iframe')).toHaveAttribute('src', `${site.host}/embed/stores/1/brands`);
  // By keyboard: a click in a frame the loader is still sizing to its first page can land beside the link.
  await page.frameLocator('#m iframe').getByRole('link', { name: /^Bag/ }).press('Enter', { timeout: READY_TIMEOUT_MS });
  await expect.poll(() => new URL(page.url()).searchParams.get('canopy'), { timeout: READY_TIMEOUT_MS }).toBe('/cart');
  expect(site.consoleErrors).toEqual([]);
});

test('URL sync belongs to the first embed in document order, whichever snippet runs first', async ({ page }) => {
  const site = new DemoSite(page);
  await recordRawMessages(page);
  // The harness runs its snippets in list order: the one for #m, later in the document, mounts first.
  const snippets = [
    { 'data-store-id': '2', 'data-target': '#m' },
    { 'data-store-id': '1', 'data-target': '#canopy-menu' },
  ];
  await page.goto(`${site.demo}/harness.html?canopy=/brands#${encodeURIComponent(JSON.stringify(snippets))}`);
  await expect(page.locator('#canopy-menu iframe')).toHaveAttribute('src', `${site.host}/embed/stores/1/brands`);
  // The one that lost the URL's route goes to its own first page.
  await expect.poll(async () => (await rawMessages(page)).filter((m) => m.type === 'route' && m.embedId === 1).at(-1)?.path, { timeout: READY_TIMEOUT_MS }).toBe('/menu');
  await expect.poll(async () => (await rawMessages(page)).some((m) => m.type === 'route' && m.embedId === 2 && m.path === '/brands'), { timeout: READY_TIMEOUT_MS }).toBe(true);
  await page.frameLocator('#canopy-menu iframe').getByRole('link', { name: /^Bag/ }).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('canopy'), { timeout: READY_TIMEOUT_MS }).toBe('/cart');
});

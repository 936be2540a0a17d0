import { expect, test } from '@playwright/test';
import { origins } from '../support/origins';

// DESIGN §3 first product card: the host answers the first page's API calls inside the widget's HTML, so the
// menu renders from them in its first pass, with no API round trip after the scripts run.
test('the embedded store menu renders its first cards without asking the API for the store or the menu', async ({ page }) => {
  const { host, demo } = origins();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${host}/api/v1/`)) apiCalls.push(request.url().slice(host.length));
  });
  await page.goto(`${demo}/embedded.html`);
  const frame = page.frameLocator('#canopy-menu iframe');
  await expect(frame.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Best sellers' }).locator('article.cn-pcard').first()).toBeVisible();
  expect(apiCalls.filter((url) => /^\/api\/v1\/stores\/1(\?|$|\/menu_products)/.test(url))).toEqual([]);
  await expect(frame.locator('#cn-results .cn-results__item article.cn-pcard')).toHaveCount(24);
});

// The widget's boot frame draws only what a first screen can show at its size class (shared/constants
// FIRST_SCREEN_ITEMS), the rest a frame later. Counted in #canopy-root, where the widget renders: the first view the
// host drew (firstView.spec.ts) is a copy of that boot frame, and the boot frame replaces it.
// Best sellers' first frame is the inlined best-seller search; the service's ranking (001 §7) then takes its places.
for (const { width, row, grid } of [
  { width: 1280, row: 6, grid: 8 },
  { width: 375, row: 3, grid: 4 },
]) {
  test(`at ${width} px the first frame holds ${row} best sellers and ${grid} grid cards; the next ones hold all 12 and 24`, async ({ page }) => {
    const { demo } = origins();
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const grid = document.querySelectorAll('#canopy-root #cn-results .cn-results__item article.cn-pcard').length;
        const row = document.querySelectorAll('#canopy-root .cn-pcar article.cn-pcard').length;
        if (grid + row === 0) return;
        observer.disconnect();
        (window as unknown as { firstFrameCards: unknown }).firstFrameCards = { row, grid };
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${demo}/embedded.html`);
    const frame = page.frameLocator('#canopy-menu iframe');
    await expect(frame.locator('#cn-results .cn-results__item article.cn-pcard')).toHaveCount(24);
    await expect(frame.getByRole('region', { name: 'Best sellers' }).locator('article.cn-pcard')).toHaveCount(12);
    const widgetFrame = page.frames().find((f) => f !== page.mainFrame());
    expect(await widgetFrame?.evaluate(() => (window as unknown as { firstFrameCards: unknown }).firstFrameCards)).toEqual({ row, grid });
  });
}

test('a filtered menu URL gets answers for its own search, and filtering afterwards asks the API as usual', async ({ page }) => {
  const { host } = origins();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${host}/api/v1/`)) apiCalls.push(request.url().slice(host.length));
  });
  await page.goto(`${host}/stores/1/green-leaf/menu/flower`);
  await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible();
  expect(apiCalls.filter((url) => url.includes('menu_products'))).toEqual([]);
  await page.getByRole('tab', { name: /^Vapes/ }).click();
  await expect.poll(() => apiCalls.filter((url) => url.includes('menu_products')).length).toBeGreaterThan(0);
});

// The widget's HTML runs the warm-up (demo-host widgetHtml WARM_UP_SCRIPT) in the head after its module preloads,
// except where the host drew a first view (its renderer is busy painting that then). Every preloaded file carries
// V8's compile hint as its first line (build.mjs addCompileHint), on both runtimes.
for (const runtime of ['', '?runtime=react']) {
  test(`the boot files${runtime ? ' (React 19)' : ''} are preloaded with the compile hint, the warm-up before the entry`, async ({ request }) => {
    const { host } = origins();
    const html = await (await request.get(`${host}/embed/stores/1/menu${runtime}`)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads.length).toBeGreaterThan(1);
    expect(html).toContain('<div id="canopy-first-view"');
    expect(html).not.toContain('new Intl.NumberFormat');
    for (const file of preloads) {
      const code = await (await request.get(`${host}${file}`)).text();
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
    // A page the host draws no first view for (a product): the warm-up runs in the head, after the preloads.
    const product = await (await request.get(`${host}/embed/stores/1/products/12/blue-dream${runtime}`)).text();
    expect(product).not.toContain('canopy-first-view');
    expect(product.indexOf('<script>try{new Intl.NumberFormat')).toBeGreaterThan(product.lastIndexOf('modulepreload'));
    expect(product.indexOf('<script>try{new Intl.NumberFormat')).toBeLessThan(product.indexOf('</head>'));
  });
}

import { expect, test } from '@playwright/test';
import { DemoSite } from './demoSite';

// DESIGN §1.2–1.4: the iframe embed, host and partner page on two origins.
test.describe('an embedded (iframe) menu', () => {
  test.describe.configure({ timeout: 90_000 });
  test('the snippet creates the iframe at the mode base plus the route, and ready arrives', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('embedded');
    const iframe = page.locator('#canopy-menu iframe');
    await expect(iframe).toHaveCount(1);
    expect(await iframe.getAttribute('src')).toBe(`${site.host}/embed/stores/1/menu`);
    await expect(iframe).toHaveAttribute('allow', /geolocation/);
    expect(await iframe.evaluate((el) => [el.style.width, el.style.minWidth])).toEqual(['1px', '100%']);

    const ready = await site.waitForLogged('ready');
    expect(ready.payload).toMatchObject({ mode: 'embedded', storeId: 1 });
    await expect(page.locator('#canopy-menu canopy-skeleton')).toHaveCount(0);
    await expect(iframe).toBeVisible();
    // The title follows the widget's page, for screen readers.
    await expect(iframe).not.toHaveAttribute('title', '');
    expect(site.pageErrors).toEqual([]);
  });

  test('the iframe grows with its content and shrinks back', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('embedded');
    await site.waitForLogged('ready');
    const frame = await site.widgetFrame('#canopy-menu');
    // The frame's height against its content's height (iframe-resizer's bodyOffset), both read now: the menu
    // itself may still be growing as products arrive.
    const sizes = async () => {
      const outer = await page.locator('#canopy-menu iframe').evaluate((el) => el.getBoundingClientRect().height);
      const inner = await frame.evaluate(() => {
        const style = getComputedStyle(document.body);
        return document.body.offsetHeight + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
      });
      return { outer, inner };
    };
    const fits = async () => {
      const { outer, inner } = await sizes();
      return Math.abs(outer - inner) <= 2;
    };
    await expect.poll(fits).toBe(true);
    // Let the menu finish rendering its products before the change under test.
    let base = -1;
    await expect
      .poll(
        async () => {
          const { inner } = await sizes();
          const steady = inner === base;
          base = inner;
          return steady;
        },
        { intervals: [500] },
      )
      .toBe(true);

    await frame.evaluate(() => {
      const tall = document.createElement('div');
      tall.id = 'e2e-tall';
      tall.style.height = '4000px';
      document.body.appendChild(tall);
    });
    await expect.poll(async () => (await sizes()).outer).toBeGreaterThanOrEqual(base + 3990);
    await expect.poll(fits).toBe(true);
    const grown = (await sizes()).outer;

    await frame.evaluate(() => document.getElementById('e2e-tall')?.remove());
    await expect.poll(async () => (await sizes()).outer).toBeLessThanOrEqual(grown - 3990);
    await expect.poll(fits).toBe(true);
  });

  test('a bad data-mode logs one console.error naming it and throws nothing', async ({ page }) => {
    const site = new DemoSite(page);
    await site.openSnippets({ 'data-store-id': '1', 'data-mode': 'shop', 'data-target': '#canopy-menu' });
    expect(await page.evaluate(() => typeof (window as unknown as { Canopy: { mount: unknown } }).Canopy.mount)).toBe('function');
    expect(site.pageErrors).toEqual([]);
    expect(site.consoleErrors).toHaveLength(1);
    expect(site.consoleErrors[0]).toContain('data-mode="shop"');
    expect(site.consoleErrors[0]).toContain('embedded, framelessEmbed, whiteLabel, operatorEmbed, kiosk, bloom, headless');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('loading the script twice mounts nothing twice', async ({ page }) => {
    const site = new DemoSite(page);
    const snippet = { 'data-store-id': '1', 'data-target': '#canopy-menu' };
    await site.openSnippets(snippet, snippet);
    await expect(page.locator('iframe')).toHaveCount(1);
    await site.waitForLogged('ready');
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(site.pageErrors).toEqual([]);
    expect(site.consoleErrors).toEqual([]);
  });

  test('a widget opened without a loader boots from its own URL and posts to its parent (headless)', async ({ page }) => {
    const site = new DemoSite(page);
    const started = Date.now();
    await site.open('headless');
    const ready = await site.waitForLogged('ready');
    expect(ready.via).toBe('message event from the menu');
    expect(ready.payload).toMatchObject({ mode: 'headless' });
    expect(Date.now() - started).toBeLessThan(8000);
    // The headless parent sizes its own frame from resize messages.
    await site.waitForLogged('resize');
  });

  test('whiteLabel: the theme reaches the widget through the handshake', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('white-label');
    const ready = await site.waitForLogged('ready');
    expect(ready.payload).toMatchObject({ mode: 'whiteLabel' });
    const frame = await site.widgetFrame('#canopy-menu');
    const primary = await frame.evaluate(() => {
      for (const el of [document.documentElement, document.body, ...document.body.querySelectorAll('*')].slice(0, 50)) {
        const value = getComputedStyle(el).getPropertyValue('--canopy-primary').trim();
        if (value) return value;
      }
      return '';
    });
    expect(primary).toBe('#1f5135');
  });
});

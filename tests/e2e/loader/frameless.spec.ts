import { expect, test } from '@playwright/test';
import { DemoSite } from './demoSite';

// DESIGN §1.4: framelessEmbed renders into an open shadow root; no CSS leaks either way.
test.describe('framelessEmbed', () => {
  test.describe.configure({ timeout: 90_000 });
  test('renders in an open shadow root, and a hostile page stylesheet does not break it', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('frameless');
    const ready = await site.waitForLogged('ready');
    expect(ready.via).toBe('message event (frameless)');
    expect(ready.payload).toMatchObject({ mode: 'framelessEmbed', storeId: 1 });
    await expect(page.locator('#canopy-menu iframe')).toHaveCount(0);
    expect(await page.locator('#canopy-menu canopy-embed').evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    await expect(page.locator('#canopy-menu canopy-skeleton')).toHaveCount(0);

    await page.addStyleTag({ content: '* { color: red } button { display: none }' });
    // The page's own button is hidden by its own stylesheet...
    await expect(page.locator('.gl-log-toggle')).toBeHidden();
    // ...while the widget's buttons stay visible and keep their colours.
    const widgetButton = page.locator('#canopy-menu canopy-embed').locator('button:visible').first();
    await expect(widgetButton).toBeVisible();
    const colors = await page
      .locator('#canopy-menu canopy-embed')
      .evaluate((host) => [...host.shadowRoot!.querySelectorAll('button, a, p, h1, h2, h3, span')].slice(0, 40).map((el) => getComputedStyle(el).color));
    expect(colors.length).toBeGreaterThan(0);
    expect(colors.filter((c) => c === 'rgb(255, 0, 0)')).toEqual([]);
    // The widget's own styles stay inside: the page's headings keep the page's font.
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toContain('Georgia');
    expect(site.pageErrors).toEqual([]);
  });

  test('route messages reach raw listeners and the URL syncs', async ({ page }) => {
    const site = new DemoSite(page);
    await site.open('frameless', '?canopy=/brands');
    await site.waitForLogged('route', (p) => p.path === '/brands');
    expect(new URL(page.url()).searchParams.get('canopy')).toBe('/brands');
  });
});

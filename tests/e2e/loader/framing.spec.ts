import { expect, test, type Page } from '@playwright/test';
import { DemoSite } from './demoSite';

// The widget's HTML may be framed only by the host and the partner allowlist (frame-ancestors of its
// Content-Security-Policy: the demo site plus CANOPY_PARTNER_ORIGINS). A page on any other origin gets a refusal.
async function frameWidget(page: Page, pageUrl: string, widgetUrl: string) {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await page.goto(pageUrl);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'framed-widget';
    frame.src = src;
    document.body.appendChild(frame);
  }, widgetUrl);
  return refusals;
}

test.describe('who may frame the widget', () => {
  test('the allowlisted partner origin frames it', async ({ page }) => {
    const site = new DemoSite(page);
    const refusals = await frameWidget(page, `${site.demo}/impostor.html`, `${site.host}/embed/stores/1/menu`);
    await expect(page.frameLocator('#framed-widget').locator('#canopy-root')).toBeAttached({ timeout: 30_000 });
    expect(refusals).toEqual([]);
  });

  test('a page on an origin outside the allowlist cannot', async ({ page }) => {
    const site = new DemoSite(page);
    expect(new URL(site.stranger).origin).not.toBe(new URL(site.demo).origin);
    const refusals = await frameWidget(page, `${site.stranger}/impostor.html`, `${site.host}/embed/stores/1/menu`);
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain(site.host);
    await expect(page.frameLocator('#framed-widget').locator('#canopy-root')).toHaveCount(0);
  });
});

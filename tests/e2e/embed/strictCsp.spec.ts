import { expect, test, type Page } from '@playwright/test';
import { DemoSite, READY_TIMEOUT_MS } from '../loader/demoSite';
import { watchCspViolations } from '../support/cspViolations';

// A partner page with a strict Content-Security-Policy (docs/embedding.md, "Content-Security-Policy"): no inline script
// or style, scripts and styles from the page and the Canopy host only. The demo serves csp-iframe.html and
// csp-frameless.html with the policy the guide gives for each way of embedding (demo-host/demo/demoApp.ts).
test.describe.configure({ timeout: 90_000 });

/** Holds the requests matching `pattern` until the returned function is called, so the loader's placeholder stays up. */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The placeholder's own look, read from its shadow root: drawn by its constructed sheet, or not at all. */
const skeletonLook = (page: Page) =>
  page.locator('canopy-skeleton').evaluate((skeleton) => ({
    height: getComputedStyle(skeleton).height,
    bar: getComputedStyle(skeleton.shadowRoot!.querySelector('i')!).backgroundColor,
  }));

const cases = [
  { name: 'csp-iframe', mode: 'embedded', held: /\/embed\/stores\/1\/menu/ },
  { name: 'csp-frameless', mode: 'framelessEmbed', held: /\/widget\/manifest\.json/ },
] as const;

for (const { name, mode, held } of cases) {
  test(`${mode} under the strict policy: no violation, a styled placeholder, then a styled menu (${name}.html)`, async ({ page }) => {
    const site = new DemoSite(page);
    const violations = await watchCspViolations(page);
    const release = await holdRequests(page, held);
    // Not waiting for 'load': it waits for the held iframe too.
    const response = await page.goto(`${site.demo}/${name}.html`, { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${site.host}; style-src 'self' ${site.host}`);

    // The placeholder is drawn by a constructed sheet (a <style> element would be refused): 568 px tall, grey bars.
    await expect(page.locator('canopy-skeleton')).toBeAttached();
    expect(await skeletonLook(page)).toEqual({ height: '568px', bar: 'rgb(236, 239, 241)' });
    // The embed keeps a screen's height meanwhile (data-height's default), in a shadow host too.
    const viewportHeight = page.viewportSize()!.height;
    expect(await page.locator('canopy-embed').evaluate((el) => el.getBoundingClientRect().height)).toBe(Math.max(viewportHeight, 600));
    release();

    const card = mode === 'embedded' ? page.frameLocator('#canopy-menu iframe').locator('.cn-pcard').first() : page.locator('#canopy-menu canopy-embed .cn-pcard').first();
    await expect(card).toBeVisible({ timeout: READY_TIMEOUT_MS });
    // The widget's own CSS applies: a product card is a rounded flex column (unstyled, it would be a square block).
    await expect(card).toHaveCSS('display', 'flex');
    await expect(card).not.toHaveCSS('border-top-left-radius', '0px');
    await expect(page.locator('canopy-skeleton')).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(site.consoleErrors).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
}

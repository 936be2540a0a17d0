import { expect, test, type ConsoleMessage } from '@playwright/test';
import { DemoSite, READY_TIMEOUT_MS } from '../loader/demoSite';
import { watchCspViolations } from '../support/cspViolations';

// White label (docs/embedding.md, "White-label themes"): one bad theme entry no longer refuses the embed; each is
// warned about by name in the partner's console and the rest apply. A font-url brings the brand's web fonts.
test.describe.configure({ timeout: 90_000 });

for (const mode of ['whiteLabel', 'framelessEmbed'] as const) {
  test(`${mode}: bad theme keys are warned about one by one, the rest apply, and font-url brings the brand font`, async ({ page }) => {
    const site = new DemoSite(page);
    const violations = await watchCspViolations(page);
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' && message.text().startsWith('[Canopy]')) warnings.push(message.text());
    });
    // brand-font.css: a partner stylesheet naming a local font "Canopy Brand" (no font file, no network).
    const theme = { primary: '#1f5135', primry: '#000000', radius: 'red;}body{display:none', font: 'Canopy Brand, serif', 'font-url': `${site.demo}/brand-font.css` };
    await site.openSnippets({ 'data-store-id': '1', 'data-mode': mode, 'data-target': '#canopy-menu', 'data-url-sync': 'off', 'data-theme': JSON.stringify(theme) });
    const widget = mode === 'whiteLabel' ? page.frameLocator('#canopy-menu iframe') : page.locator('#canopy-menu canopy-embed');
    const app = widget.locator('.cn-app');
    await expect(widget.locator('.cn-pcard').first()).toBeVisible({ timeout: READY_TIMEOUT_MS });

    await expect.poll(() => warnings.length).toBe(2);
    expect(warnings[0]).toMatch(/^\[Canopy\] theme key "primry" was left out: it is not a theme key; the keys are primary, /);
    expect(warnings[1]).toMatch(/^\[Canopy\] theme key "radius" was left out: its value takes letters, digits/);
    await expect(app).toHaveCSS('--canopy-primary', '#1f5135');
    await expect(app).toHaveCSS('font-family', /^"?Canopy Brand"?, serif/);
    // The stylesheet is linked where the widget draws (in framelessEmbed, the partner's page) and its font is known.
    const fontDocument = mode === 'whiteLabel' ? await site.widgetFrame('#canopy-menu') : page.mainFrame();
    await expect.poll(() => fontDocument.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Canopy Brand'))).toBe(true);
    expect(violations).toEqual([]);
    expect(site.consoleErrors).toEqual([]);
  });
}

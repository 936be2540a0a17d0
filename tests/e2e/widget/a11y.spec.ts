import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { origins } from '../support/origins';

// Accessibility: axe-core finds no serious or critical violation on the catalogue's main pages.
test.describe.configure({ timeout: 60_000 });
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

const pages: [string, string, (page: Page) => Promise<void>][] = [
  ['the store menu', '/embed/stores/1/menu', async (page) => void (await expect(page.locator('#cn-results article.cn-pcard').first()).toBeVisible({ timeout: 20_000 }))],
  [
    'a product',
    '/embed/stores/1/menu',
    async (page) => {
      await expect(page.locator('#cn-results .cn-pcard__name a').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#cn-results[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      await page.locator('#cn-results .cn-pcard__name a').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.cn-skel')).toHaveCount(0, { timeout: 20_000 });
    },
  ],
  ['the store specials', '/stores/1/canopy-silver-lake/specials', async (page) => void (await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 }))],
  ['the brands', '/brands', async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 }))],
  ['the directory', '/dispensaries', async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 }))],
];

for (const [name, path, ready] of pages) {
  for (const width of [375, 1280]) {
    test(`axe: no serious or critical violations on ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origins().host}${path}`);
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

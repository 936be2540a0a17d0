import { test } from '@playwright/test';
import { CatalogueWidget } from './CatalogueWidget';

// Photographs for a person to look at (not assertions): CAT_SHOTS=dir runs them.
const dir = process.env.CAT_SHOTS;
const shots: [string, string][] = (process.env.CAT_PATHS ?? '')
  .split(';')
  .filter(Boolean)
  .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string]);
test.skip(!dir, 'photographs only on demand');
for (const [name, path] of shots) {
  for (const width of [375, 1280]) {
    test(`${name} at ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      const widget = await CatalogueWidget.open(page, 'iframe', path);
      await widget.settled();
      const anchor = process.env.CAT_ANCHOR ? widget.root.locator(process.env.CAT_ANCHOR).first() : null;
      if (anchor) await anchor.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    });
  }
}

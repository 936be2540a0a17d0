import { test } from '@playwright/test';
import { CATALOGUE_PAGES } from '../e2e/widget-catalogue/cataloguePages';
import { CatalogueWidget } from '../e2e/widget-catalogue/CatalogueWidget';
import { photo } from './photo';

// The catalogue pages axe checks (tests/e2e/widget-catalogue/a11y.spec.ts), whole, in framelessEmbed.
for (const [name, path, ready] of CATALOGUE_PAGES) {
  for (const width of [375, 1280]) {
    test(`${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const widget = await CatalogueWidget.open(page, 'frameless', path);
      await ready(widget);
      await widget.settled();
      await photo(page, widget.root.locator('.cn-app'), `${name.replace(/\s+/g, '-')}-${width}`);
    });
  }
}

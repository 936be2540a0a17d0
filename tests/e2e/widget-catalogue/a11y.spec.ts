import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CATALOGUE_PAGES } from './cataloguePages';
import { CatalogueWidget } from './CatalogueWidget';

// Accessibility: axe-core finds 0 serious or critical violations on the specials, brands and directory pages,
// checked inside the loader's cross-origin iframe (only the widget's nodes count: the partner page is not ours).
// Photographs of these pages, for a person to look at: `npm run photos`.

// Opening a page, waiting for its content and up to three axe passes over two frames: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 60_000 });

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const sawFrame = (results: AxeResults) => results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));

for (const [name, path, ready] of CATALOGUE_PAGES) {
  for (const width of [375, 1280]) {
    test(`axe: no serious or critical violations on ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const widget = await CatalogueWidget.open(page, 'iframe', path);
      await ready(widget);
      await widget.settled();
      // The check must have looked inside the widget's frame, or an empty list proves nothing. axe now and then
      // fails to inject into the cross-origin frame on a busy machine; it is asked again, at most 3 times.
      let results = await new AxeBuilder({ page }).analyze();
      for (let attempt = 1; attempt < 3 && !sawFrame(results); attempt += 1) results = await new AxeBuilder({ page }).analyze();
      expect(sawFrame(results)).toBe(true);
      const inWidget = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          nodes: violation.nodes
            .filter((node) => node.target.length > 1)
            .map((node) => node.target.join(' '))
            .slice(0, 3),
        }))
        .filter((violation) => violation.nodes.length > 0);
      expect(inWidget).toEqual([]);
    });
  }
}

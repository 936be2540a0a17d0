import { expect } from '@playwright/test';
import type { CatalogueWidget } from './CatalogueWidget';

/** The catalogue pages axe checks (a11y.spec.ts) and `npm run photos` photographs: a name, a start path, and when its content is in. */
export const CATALOGUE_PAGES: [name: string, path: string, ready: (widget: CatalogueWidget) => Promise<void>][] = [
  ['specials', '/stores/1/canopy-silver-lake/specials', (w) => expect(w.heading(/^Specials at /, 2)).toBeVisible()],
  ['special detail', '/stores/1/canopy-silver-lake/specials/6/buy-2', (w) => expect(w.root.locator('.cn-pcar article.cn-pcard').first()).toBeVisible()],
  ['brands', '/brands', (w) => expect(w.root.locator('.cn-btile').first()).toBeVisible()],
  ['brand detail', '/brands/5/brand', (w) => expect(w.root.locator('.cn-tile').first()).toBeVisible()],
  ['directory', '/dispensaries', (w) => expect(w.link(/^California/)).toBeVisible()],
  ['directory state', '/dispensaries/united-states/california', (w) => expect(w.root.locator('.cn-dcard').first()).toBeVisible()],
  ['all stores', '/stores', (w) => expect(w.root.locator('.cn-dcard').first()).toBeVisible()],
  ['store about', '/stores/1/canopy-silver-lake/about', (w) => expect(w.heading('Ways to shop', 2)).toBeVisible()],
  ['store reviews', '/stores/1/canopy-silver-lake/reviews', (w) => expect(w.root.locator('.cn-review').first()).toBeVisible()],
  ['categories', '/collections', (w) => expect(w.root.locator('.cn-cat').first()).toBeVisible()],
  ['products', '/products', (w) => expect(w.root.locator('.cn-tile').first()).toBeVisible()],
  ['legal', '/terms', (w) => expect(w.root.getByText(/^Last updated: /)).toBeVisible()],
];

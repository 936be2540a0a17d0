import { describe, expect, test } from 'vitest';
import { matchRoute } from '../../../../shared/routes';
import { brandPath, productPath, storePaths } from '../../../../widget/app/kit/storePaths';

const store = { id: 1, name: 'Canopy Silver Lake', url_slug: 'canopy-silver-lake' };

describe('store paths (000 §2)', () => {
  test.each([
    ['menu', storePaths(store).menu, '/stores/1/canopy-silver-lake/menu', 'storeMenu'],
    ['category', storePaths(store).category('vape'), '/stores/1/canopy-silver-lake/menu/vape', 'storeMenuCategory'],
    ['about', storePaths(store).about, '/stores/1/canopy-silver-lake/about', 'storeAbout'],
    ['reviews', storePaths(store).reviews, '/stores/1/canopy-silver-lake/reviews', 'storeReviews'],
    ['specials', storePaths(store).specials, '/stores/1/canopy-silver-lake/specials', 'storeSpecials'],
    ['special', storePaths(store).special(7, 'Any eighth for $25'), '/stores/1/canopy-silver-lake/specials/7/any-eighth-for-25', 'storeSpecial'],
    ['product in store', storePaths(store).product({ id: 12, name: 'Blue Dream', brand: "Jerry's Farm" }), '/stores/1/canopy-silver-lake/products/12/jerrys-farm', 'storeProduct'],
    ['product', productPath({ id: 12, name: 'Blue Dream', url_slug: 'blue-dream' }, { fromMenu: true }), '/products/12/blue-dream?fromMenu=true', 'product'],
    ['brand', brandPath({ id: 3, name: 'Sunny Farms' }), '/brands/3/sunny-farms', 'brand'],
  ])('%s → %s', (_name, path, expected, route) => {
    expect(path).toBe(expected);
    expect(matchRoute(path)?.name).toBe(route);
  });

  test("an embedded widget's own store has the embedded menu route /menu", () => {
    expect(storePaths(store, 1).menu).toBe('/menu');
    expect(storePaths(store, 2).menu).toBe('/stores/1/canopy-silver-lake/menu');
  });
});

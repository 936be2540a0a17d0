import { describe, expect, test } from 'vitest';
import { ROUTE_NAMES, RouteError, buildPath, matchRoute } from '../../../../shared/routes';
import type { RouteName } from '../../../../shared/routes';

type Row = readonly [name: RouteName, params: Record<string, string>, path: string];

// Every row of the route tables of 000 §2 and 001 §2, with the path it builds and parses back.
const ROWS: readonly Row[] = [
  ['root', {}, '/'],
  ['menu', {}, '/menu'],
  ['store', { storeId: '12', slug: 'green-leaf' }, '/stores/12/green-leaf'],
  ['storeMenuById', { storeId: '12' }, '/stores/12/menu'],
  ['storeMenu', { storeId: '12', slug: 'green-leaf' }, '/stores/12/green-leaf/menu'],
  ['storeMenuCategory', { storeId: '12', slug: 'green-leaf', category: 'flower' }, '/stores/12/green-leaf/menu/flower'],
  ['storeAbout', { storeId: '12', slug: 'green-leaf' }, '/stores/12/green-leaf/about'],
  ['storeReviews', { storeId: '12', slug: 'green-leaf' }, '/stores/12/green-leaf/reviews'],
  ['storeSpecials', { storeId: '12', slug: 'green-leaf' }, '/stores/12/green-leaf/specials'],
  // Ours: the Best sellers carousel's 'View all' (000 §2 carousels), the menu in the best-seller-rank sort of 000 §5.
  ['storeBestSellers', { storeId: '12', slug: 'green-leaf' }, '/stores/12/green-leaf/best-sellers'],
  ['storeSpecial', { storeId: '12', slug: 'green-leaf', specialId: '7', titleSlug: '20-off-flower' }, '/stores/12/green-leaf/specials/7/20-off-flower'],
  ['storeProduct', { storeId: '12', slug: 'green-leaf', productId: '345', brandSlug: 'kiva' }, '/stores/12/green-leaf/products/345/kiva'],
  ['product', { productId: '345', slug: 'blue-dream' }, '/products/345/blue-dream'],
  ['products', {}, '/products'],
  ['stores', {}, '/stores'],
  ['brands', {}, '/brands'],
  ['goldBrands', {}, '/brands/gold'],
  ['brand', { brandId: '9', slug: 'kiva' }, '/brands/9/kiva'],
  ['brandProduct', { brandId: '9', brandSlug: 'kiva', productId: '345', slug: 'camino-gummies' }, '/brands/9/kiva/products/345/camino-gummies'],
  ['category', { category: 'pre-roll' }, '/categories/pre-roll'],
  ['collections', {}, '/collections'],
  ['cart', {}, '/cart'],
  ['checkout', {}, '/cart/checkout'],
  ['guestCheckout', {}, '/cart/guest_checkout'],
  ['cartThankYou', { id: 'b1f0c2' }, '/cart/b1f0c2/thankyou'],
  ['directory', {}, '/directory'],
  ['dispensaries', {}, '/dispensaries'],
  ['dispensariesCountry', { country: 'united-states' }, '/dispensaries/united-states'],
  ['dispensariesState', { country: 'united-states', state: 'new-york' }, '/dispensaries/united-states/new-york'],
  ['dispensariesCity', { country: 'united-states', state: 'california', city: 'san-francisco' }, '/dispensaries/united-states/california/san-francisco'],
  // 000 §2: "coordinate decimals use a comma".
  ['dispensariesCoordinates', { lat: '37,77', long: '-122,41', zoom: '12' }, '/dispensaries/coordinates/37,77/-122,41/12'],
  ['invoice', { id: '88' }, '/invoice/88'],
  ['login', {}, '/login'],
  ['logout', {}, '/logout'],
  ['register', {}, '/register'],
  ['forgotPassword', {}, '/forgot-password'],
  ['resetPassword', {}, '/reset-password'],
  ['password', {}, '/password'],
  ['profile', {}, '/profile'],
  ['profileEdit', {}, '/profile/edit'],
  ['profileSettings', {}, '/profile/settings'],
  ['profilePassword', {}, '/profile/password'],
  ['profileIdentification', {}, '/profile/identification'],
  ['profileContactUs', {}, '/profile/contactUs'],
  ['reservations', {}, '/profile/reservations'],
  ['reservation', { id: '501' }, '/profile/reservations/501'],
  ['reservationReceipt', { id: '501' }, '/profile/reservations/501/receipt'],
  ['reservationStore', { id: '501' }, '/profile/reservations/501/store'],
  ['guestReceipt', { id: '3f2a-9c' }, '/reservation_receipt/3f2a-9c'],
  ['reservationReview', {}, '/reservationReview'],
  ['replaceCart', {}, '/replaceCart'],
  ['cartAlerts', {}, '/cartAlerts'],
  ['reviewForm', { productId: '345', slug: 'blue-dream' }, '/products/345/blue-dream/reviews/new/'],
  ['terms', {}, '/terms'],
  ['brandsTerms', {}, '/brands-terms'],
  ['dataTerms', {}, '/data-terms'],
  ['dispensaryTerms', {}, '/dispensary-terms'],
  ['ada', {}, '/ada'],
  ['privacyPolicy', {}, '/privacy-policy'],
  ['doNotSell', {}, '/do-not-sell-my-information'],
  ['maintenance', {}, '/maintenance'],
  ['kioskLanding', {}, '/landing'],
  ['kioskSetup', {}, '/setup'],
  ['kioskThankYou', {}, '/thankyou'],
  ['headlessProduct', { productId: '345', slug: 'blue-dream' }, '/headless/products/345/blue-dream'],
];

describe('the route table (000 §2, 001 §2)', () => {
  test('every route has a row here, once', () => {
    expect(ROWS.map(([name]) => name).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  test.each(ROWS)('%s builds %s', (name, params, path) => {
    expect(buildPath(name, params as never)).toBe(path);
  });

  test.each(ROWS)('%s is matched back from its path', (name, params, path) => {
    expect(matchRoute(path)).toEqual({ name, params, query: {} });
  });
});

describe('matchRoute', () => {
  test.each([
    // Literal segments beat parameters: 000 §2 lists both /stores/{storeId}/menu and /stores/{storeId}/{slug}.
    ['/stores/12/menu', 'storeMenuById'],
    ['/stores/12/menus', 'store'],
    ['/brands/gold', 'goldBrands'],
    ['/cart/checkout', 'checkout'],
    ['/cart/guest_checkout', 'guestCheckout'],
    ['/dispensaries/coordinates', 'dispensariesCountry'],
    // Trailing slashes are ignored both ways.
    ['/products/', 'products'],
    ['/products/345/blue-dream/reviews/new', 'reviewForm'],
    ['/stores/12/green-leaf/', 'store'],
  ] as const)('%s → %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  test.each([
    ['/nowhere', 'an unknown path'],
    ['/stores/abc/green-leaf', 'a non-numeric store id'],
    ['/stores/0/green-leaf', 'store ids start at 1'],
    ['/products/12', 'a product without its slug'],
    ['/products/12/x/y', 'an extra segment'],
    ['/stores//menu', 'an empty segment'],
    ['/dispensaries/coordinates/north/-122,41/12', 'a coordinate that is not a number'],
    ['/dispensaries/coordinates/37,77/-122,41/high', 'a zoom that is not a number'],
    ['/categories/%E0%A4%A', 'a malformed escape'],
    ['/Profile', 'paths are case-sensitive'],
    ['menu', 'a relative path'],
    ['', 'an empty path'],
  ])('%s → null (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  test('parameters are decoded', () => {
    expect(matchRoute('/categories/pre%20roll%2Fjoints')?.params).toEqual({ category: 'pre roll/joints' });
    expect(matchRoute('/stores/12/caf%C3%A9')?.params).toEqual({ storeId: '12', slug: 'café' });
    expect(matchRoute('/cart/a%0Ab/thankyou')?.params).toEqual({ id: 'a\nb' });
  });

  // 000 §2: product "optional query fromMenu, bundleSpecialId, fromAllSpecials, fromSpecialId".
  test('the query is read, decoded, first value wins, the hash is ignored', () => {
    expect(matchRoute('/products/345/blue-dream?fromMenu=true&fromSpecialId=7&fromSpecialId=8#top')).toEqual({
      name: 'product',
      params: { productId: '345', slug: 'blue-dream' },
      query: { fromMenu: 'true', fromSpecialId: '7' },
    });
    // 000 §2: review form "with query storeId, storeName, rating".
    expect(matchRoute('/products/345/blue-dream/reviews/new/?storeId=12&storeName=Green+Leaf%20%26%20Co&rating=4')?.query).toEqual({
      storeId: '12',
      storeName: 'Green Leaf & Co',
      rating: '4',
    });
  });
});

describe('buildPath', () => {
  test('parameters are URL-encoded and come back decoded', () => {
    const path = buildPath('category', { category: 'pre roll/joints' });
    expect(path).toBe('/categories/pre%20roll%2Fjoints');
    expect(matchRoute(path)?.params).toEqual({ category: 'pre roll/joints' });
    expect(buildPath('cartThankYou', { id: 'a b?' })).toBe('/cart/a%20b%3F/thankyou');
  });

  // 000 §2: slugs and place parameters are lower-case and hyphenated.
  test.each([
    ['store', { storeId: 12, slug: 'Green Leaf Co.' }, '/stores/12/green-leaf-co'],
    ['storeSpecial', { storeId: 12, slug: 'green-leaf', specialId: 7, titleSlug: '20% Off Flower!' }, '/stores/12/green-leaf/specials/7/20-off-flower'],
    ['brandProduct', { brandId: 9, brandSlug: 'Kiva Confections', productId: 345, slug: 'Camino Gummies' }, '/brands/9/kiva-confections/products/345/camino-gummies'],
    ['dispensariesCity', { country: 'United States', state: 'New York', city: 'New York City' }, '/dispensaries/united-states/new-york/new-york-city'],
    ['store', { storeId: 12, slug: 'Café' }, '/stores/12/cafe'],
  ] as const)('%s slugifies names: %j → %s', (name, params, path) => {
    expect(buildPath(name, params as never)).toBe(path);
  });

  // 000 §2: /dispensaries/coordinates/{lat}/{long}/{zoom} with comma decimals.
  test('coordinates given as numbers are written with comma decimals', () => {
    expect(buildPath('dispensariesCoordinates', { lat: 37.77, long: -122.41, zoom: 12 })).toBe('/dispensaries/coordinates/37,77/-122,41/12');
  });

  test('the query: declared keys, values encoded, null/undefined/false left out', () => {
    expect(buildPath('product', { productId: 345, slug: 'blue-dream' }, { fromMenu: true, bundleSpecialId: 7, fromAllSpecials: false, fromSpecialId: undefined })).toBe(
      '/products/345/blue-dream?fromMenu=true&bundleSpecialId=7',
    );
    const review = buildPath('reviewForm', { productId: 345, slug: 'blue-dream' }, { storeId: 12, storeName: 'Green Leaf & Co', rating: 5 });
    expect(matchRoute(review)?.query).toEqual({ storeId: '12', storeName: 'Green Leaf & Co', rating: '5' });
    expect(buildPath('cart', {}, {})).toBe('/cart');
  });

  test.each([
    ['store', { storeId: 12 }, 'missing_param', /slug/],
    ['store', { storeId: '', slug: 'x' }, 'missing_param', /storeId/],
    ['store', { storeId: 'twelve', slug: 'x' }, 'invalid_param', /storeId/],
    ['store', { storeId: 0, slug: 'x' }, 'invalid_param', /storeId/],
    ['store', { storeId: 12, slug: '!!!' }, 'invalid_param', /slug/],
    ['dispensariesCoordinates', { lat: '37.7.7', long: 1, zoom: 3 }, 'invalid_param', /lat/],
  ] as const)('%s with %j throws %s', (name, params, code, message) => {
    const attempt = () => buildPath(name, params as never);
    expect(attempt).toThrow(RouteError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as RouteError).code).toBe(code);
    }
  });
});

import { matchRoute } from '../../../shared/routes';
import type { RouteName } from '../../../shared/routes';

/**
 * 001 §2 "Tracked screens", by the route that shows each. Loyalty points and the curbside form are parts of the bag
 * and checkout pages, not routes: they send `screen_view` with their name when they show. The cash-back detail
 * screen has no counterpart in Canopy (no cash-back payment), so it is not listed.
 */
export const TRACKED_SCREENS = {
  home: 'home',
  stores: 'stores',
  brand: 'brand',
  brandDetail: 'brand detail',
  cart: 'cart',
  checkout: 'checkout',
  guestCheckout: 'guest checkout',
  login: 'login/registration',
  loyaltyPoints: 'loyalty points',
  writeReview: 'write product review form',
  curbside: 'curbside form',
  kioskLanding: 'kiosk landing',
} as const;
export type TrackedScreen = (typeof TRACKED_SCREENS)[keyof typeof TRACKED_SCREENS];

const SCREEN_OF_ROUTE: Partial<Record<RouteName, TrackedScreen>> = {
  root: TRACKED_SCREENS.home,
  menu: TRACKED_SCREENS.home,
  stores: TRACKED_SCREENS.stores,
  directory: TRACKED_SCREENS.stores,
  brands: TRACKED_SCREENS.brand,
  goldBrands: TRACKED_SCREENS.brand,
  brand: TRACKED_SCREENS.brandDetail,
  cart: TRACKED_SCREENS.cart,
  checkout: TRACKED_SCREENS.checkout,
  guestCheckout: TRACKED_SCREENS.guestCheckout,
  login: TRACKED_SCREENS.login,
  register: TRACKED_SCREENS.login,
  reviewForm: TRACKED_SCREENS.writeReview,
  kioskLanding: TRACKED_SCREENS.kioskLanding,
};

/** The GA4 page_view of a widget route: its path, and its 001 §2 screen name when it is a tracked screen. */
export function pageViewParams(path: string, location?: string): { page_path: string; page_location?: string; screen_name?: TrackedScreen } {
  const route = matchRoute(path);
  const screen = route ? SCREEN_OF_ROUTE[route.name] : undefined;
  return { page_path: path, ...(location ? { page_location: location } : {}), ...(screen ? { screen_name: screen } : {}) };
}

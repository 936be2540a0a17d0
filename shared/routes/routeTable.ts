// The route table of 000 §2 and 001 §2 as data. A pattern is a path whose `:name` segments are
// parameters; `query` names the optional query parameters the spec gives the route. Paths here are
// relative to the mode base (modeBase.ts). Param formats by name are in paramFormats.ts.

export const ROUTE_AREAS = [
  'root',
  'embeddedMenu',
  'storeMenu',
  'storePages',
  'storeSpecials',
  'productInStore',
  'product',
  'lists',
  'brands',
  'categories',
  'cart',
  'directory',
  'dispensaries',
  'invoice',
  'account',
  'profile',
  'reservations',
  'other',
  'reviewForm',
  'legal',
  'maintenance',
  'kiosk',
  'headless',
] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

export interface RouteDefinition {
  readonly area: RouteArea;
  readonly pattern: string;
  readonly query?: readonly string[];
}

export const ROUTES = {
  root: { area: 'root', pattern: '/' },
  // 000 §2: "Embedded menu /menu"; the kiosk's /menu is the same path.
  menu: { area: 'embeddedMenu', pattern: '/menu' },

  store: { area: 'storeMenu', pattern: '/stores/:storeId/:slug' },
  storeMenuById: { area: 'storeMenu', pattern: '/stores/:storeId/menu' },
  storeMenu: { area: 'storeMenu', pattern: '/stores/:storeId/:slug/menu' },
  storeMenuCategory: { area: 'storeMenu', pattern: '/stores/:storeId/:slug/menu/:category' },
  storeAbout: { area: 'storePages', pattern: '/stores/:storeId/:slug/about' },
  storeReviews: { area: 'storePages', pattern: '/stores/:storeId/:slug/reviews' },
  // Ours: where the Best sellers carousel's 'View all' goes (000 §2), the menu in 000 §5's best-seller-rank sort.
  storeBestSellers: { area: 'storeMenu', pattern: '/stores/:storeId/:slug/best-sellers' },
  storeSpecials: { area: 'storeSpecials', pattern: '/stores/:storeId/:slug/specials' },
  storeSpecial: { area: 'storeSpecials', pattern: '/stores/:storeId/:slug/specials/:specialId/:titleSlug' },
  storeProduct: { area: 'productInStore', pattern: '/stores/:storeId/:slug/products/:productId/:brandSlug' },

  product: {
    area: 'product',
    pattern: '/products/:productId/:slug',
    query: ['fromMenu', 'bundleSpecialId', 'fromAllSpecials', 'fromSpecialId'],
  },
  products: { area: 'lists', pattern: '/products' },
  stores: { area: 'lists', pattern: '/stores' },

  brands: { area: 'brands', pattern: '/brands' },
  // 000 §2 names "a fixed gold-membership brands page" without its path; this is ours.
  goldBrands: { area: 'brands', pattern: '/brands/gold' },
  brand: { area: 'brands', pattern: '/brands/:brandId/:slug' },
  brandProduct: { area: 'brands', pattern: '/brands/:brandId/:brandSlug/products/:productId/:slug' },

  category: { area: 'categories', pattern: '/categories/:category' },
  collections: { area: 'categories', pattern: '/collections' },

  cart: { area: 'cart', pattern: '/cart' },
  checkout: { area: 'cart', pattern: '/cart/checkout' },
  guestCheckout: { area: 'cart', pattern: '/cart/guest_checkout' },
  cartThankYou: { area: 'cart', pattern: '/cart/:id/thankyou' },

  directory: { area: 'directory', pattern: '/directory' },

  dispensaries: { area: 'dispensaries', pattern: '/dispensaries' },
  dispensariesCountry: { area: 'dispensaries', pattern: '/dispensaries/:country' },
  dispensariesState: { area: 'dispensaries', pattern: '/dispensaries/:country/:state' },
  dispensariesCity: { area: 'dispensaries', pattern: '/dispensaries/:country/:state/:city' },
  dispensariesCoordinates: { area: 'dispensaries', pattern: '/dispensaries/coordinates/:lat/:long/:zoom' },

  invoice: { area: 'invoice', pattern: '/invoice/:id' },

  login: { area: 'account', pattern: '/login' },
  logout: { area: 'account', pattern: '/logout' },
  register: { area: 'account', pattern: '/register' },
  forgotPassword: { area: 'account', pattern: '/forgot-password' },
  resetPassword: { area: 'account', pattern: '/reset-password' },
  password: { area: 'account', pattern: '/password' },

  profile: { area: 'profile', pattern: '/profile' },
  profileEdit: { area: 'profile', pattern: '/profile/edit' },
  profileSettings: { area: 'profile', pattern: '/profile/settings' },
  profilePassword: { area: 'profile', pattern: '/profile/password' },
  profileIdentification: { area: 'profile', pattern: '/profile/identification' },
  profileContactUs: { area: 'profile', pattern: '/profile/contactUs' },

  reservations: { area: 'reservations', pattern: '/profile/reservations' },
  // 000 §2, 001 §2: "reservation detail by id (optional warning_message parameter)".
  reservation: { area: 'reservations', pattern: '/profile/reservations/:id', query: ['warning_message'] },
  reservationReceipt: { area: 'reservations', pattern: '/profile/reservations/:id/receipt' },
  reservationStore: { area: 'reservations', pattern: '/profile/reservations/:id/store' },
  // 000 §2: "guest reservation receipt by reservation uuid (with an is_registered flag)".
  guestReceipt: { area: 'reservations', pattern: '/reservation_receipt/:id', query: ['is_registered'] },

  reservationReview: { area: 'other', pattern: '/reservationReview' },
  replaceCart: { area: 'other', pattern: '/replaceCart' },
  cartAlerts: { area: 'other', pattern: '/cartAlerts' },

  // 000 §2 writes this path with its trailing slash; matching accepts it either way.
  reviewForm: {
    area: 'reviewForm',
    pattern: '/products/:productId/:slug/reviews/new/',
    query: ['storeId', 'storeName', 'rating'],
  },

  terms: { area: 'legal', pattern: '/terms' },
  brandsTerms: { area: 'legal', pattern: '/brands-terms' },
  dataTerms: { area: 'legal', pattern: '/data-terms' },
  dispensaryTerms: { area: 'legal', pattern: '/dispensary-terms' },
  ada: { area: 'legal', pattern: '/ada' },
  privacyPolicy: { area: 'legal', pattern: '/privacy-policy' },
  doNotSell: { area: 'legal', pattern: '/do-not-sell-my-information' },

  maintenance: { area: 'maintenance', pattern: '/maintenance' },

  kioskLanding: { area: 'kiosk', pattern: '/landing' },
  kioskSetup: { area: 'kiosk', pattern: '/setup' },
  kioskThankYou: { area: 'kiosk', pattern: '/thankyou' },

  // 000 §2 lists the headless product page as a full path; splitModeBase also reads it as the
  // product route under the /headless base.
  headlessProduct: { area: 'headless', pattern: '/headless/products/:productId/:slug' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

export type RouteParamName<N extends RouteName> = ParamNames<(typeof ROUTES)[N]['pattern']>;
/** What buildPath takes: every parameter of the pattern. */
export type RouteParams<N extends RouteName> = { readonly [K in RouteParamName<N>]: string | number };

import { ROUTE_NAMES, type RouteName } from '../../shared/routes';
import { ROUTES, type RouteArea } from '../../shared/routes/routeTable';

/** The widget's areas that hold a shopper's own pages (000 §2), never the public catalogue: no crawler reads them. */
const PRIVATE_AREAS: ReadonlySet<RouteArea> = new Set(['cart', 'account', 'profile', 'reservations', 'invoice', 'other', 'reviewForm', 'kiosk', 'maintenance']);

/** The first segment of each private route ('/cart', '/profile', …), each once. */
function privatePrefixes(): string[] {
  const prefixes = ROUTE_NAMES.filter((name: RouteName) => PRIVATE_AREAS.has(ROUTES[name].area)).map((name) => {
    const pattern = ROUTES[name].pattern;
    // A route under /products (the review form) is disallowed by its own path, not its first segment.
    return pattern.startsWith('/products/') ? null : `/${pattern.split('/')[1]}`;
  });
  return [...new Set(prefixes.filter((p): p is string => p !== null))].sort();
}

/**
 * The host's robots.txt: the catalogue (stores, products, brands, specials, categories) open; the API, the admin
 * API, the fragments meant for partners' pages, the embed copies of the widget (their canonical is the route at the
 * root) and every shopper's own page (cart, account, reservations) closed; and the host's sitemap.
 */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/admin', '/partner/fragment', '/embed', '/operator_embed', '/*/reviews/new', ...privatePrefixes()];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

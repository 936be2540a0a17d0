import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bytesEtag } from '../http/bytesEtag';
import { SESSION_MODE_HEADER } from '../../shared/platform';

/**
 * The catalogue reads of docs/api.md: what a store, its menu, products, specials, brands and reviews are. Every
 * other route under /api/v1 (writes, the cart, checkout, accounts, the device id, error reports, the admin API)
 * keeps the API's `no-store`.
 */
export const CATALOGUE_READS = [
  '/stores',
  '/stores/:id',
  '/stores/:id/menu_products',
  '/materialized_menu_products',
  '/products',
  '/products/:id',
  '/products/:id/stores',
  '/stores/:id/specials',
  '/stores/:id/specials/:specialId',
  '/brands',
  '/brands/:id',
  '/brand_specials',
  '/categories',
  '/stores/:id/reviews',
  '/products/:id/reviews',
] as const;

/**
 * Catalogue reads are revalidated on every use, never kept for a while: DESIGN §1.7 shows a write on the very next
 * request, which any max-age would break for as long as it lasts. So a successful read carries an ETag (a digest
 * of its bytes, hono/etag) and `Cache-Control: no-cache`: a browser or a shared cache may keep it but asks again
 * with If-None-Match, and an unchanged answer comes back as a bodiless 304. An answer that may depend on who asks
 * (a signed-in shopper's segments, a shopper's cart) is `private`, so no shared cache keeps it; since the digest is
 * of the bytes, an ETag can only ever stand for the very answer the asker would get.
 */
export function revalidateCatalogueReads(app: Hono): void {
  for (const path of CATALOGUE_READS) app.use(path, revalidated, bytesEtag());
}

/** Set inside the API's `no-store` default (createApi), which leaves a Cache-Control already set alone. */
const revalidated: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
  if (c.res.status !== 200 && c.res.status !== 304) return;
  c.header('Cache-Control', askedBySomeone(c) ? 'private, no-cache' : 'no-cache');
};

/** A bearer token, the framelessEmbed cookie session (commerce/auth/sessionCookie.ts) or a shopper's cart. */
function askedBySomeone(c: Context): boolean {
  return c.req.header('Authorization') !== undefined || c.req.header(SESSION_MODE_HEADER) !== undefined || c.req.query('cart_uuid') !== undefined;
}

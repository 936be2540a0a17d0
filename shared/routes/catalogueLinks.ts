import { buildPath } from './buildPath';

// The catalogue's widget routes (000 §2), written in one place: the widget's links (widget/app/kit/storePaths.ts)
// and the host's crawlable pages and sitemaps, so a crawler and a shopper reach the same URL for the same page.

export interface StoreRef {
  readonly id: number;
  readonly name: string;
  readonly url_slug?: string | null;
}

export interface ProductRef {
  readonly id: number;
  readonly name: string;
  readonly brand?: string | null;
  readonly url_slug?: string | null;
}

/** The path parameters every store route has: its id and its slug (the store's own, else its name). */
export const storeRouteParams = (store: StoreRef) => ({ storeId: store.id, slug: store.url_slug || store.name || String(store.id) });
/** The path parameters of a product's page: its id and its slug (its own, else its name). */
export const productRouteParams = (product: ProductRef) => ({ productId: product.id, slug: product.url_slug || product.name || 'product' });

export const storeMenuPath = (store: StoreRef) => buildPath('storeMenu', storeRouteParams(store));
export const storeSpecialsPath = (store: StoreRef) => buildPath('storeSpecials', storeRouteParams(store));
export const storeSpecialPath = (store: StoreRef, special: { id: number; title: string }) =>
  buildPath('storeSpecial', { ...storeRouteParams(store), specialId: special.id, titleSlug: special.title || 'special' });
export const storeProductPath = (store: StoreRef, product: ProductRef) =>
  buildPath('storeProduct', { ...storeRouteParams(store), productId: product.id, brandSlug: product.brand || product.url_slug || product.name || 'product' });
export const productPath = (product: ProductRef) => buildPath('product', productRouteParams(product));
export const brandPath = (brand: { id: number; name: string }) => buildPath('brand', { brandId: brand.id, slug: brand.name || 'brand' });
export const brandsPath = () => buildPath('brands', {});

// As the loader writes ?canopy= (DESIGN §1.5): the path stays readable, '/' ':' '@' ',' unescaped.
const READABLE: Readonly<Record<string, string>> = { '%2F': '/', '%3A': ':', '%40': '@', '%2C': ',' };

/** The partner page's URL opening a widget route: `base` with its `canopy` parameter set to the route, other parameters kept. */
export function partnerUrl(base: URL, route: string): string {
  const url = new URL(base);
  url.searchParams.delete('canopy');
  url.hash = '';
  const value = encodeURIComponent(route).replace(/%2F|%3A|%40|%2C/g, (hex) => READABLE[hex]);
  return `${url.origin}${url.pathname}${url.search ? `${url.search}&` : '?'}canopy=${value}`;
}

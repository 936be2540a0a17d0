import { buildPath } from '../../../shared/routes';

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

const slugOf = (store: StoreRef) => store.url_slug || store.name || String(store.id);

/**
 * The paths of a store's pages (000 §2). In an embedded widget for that very store, the menu is the embedded
 * menu route /menu.
 */
export function storePaths(store: StoreRef, embeddedStoreId: number | null = null) {
  const params = { storeId: store.id, slug: slugOf(store) };
  return {
    menu: embeddedStoreId === store.id ? '/menu' : buildPath('storeMenu', params),
    category: (category: string) => buildPath('storeMenuCategory', { ...params, category }),
    about: buildPath('storeAbout', params),
    reviews: buildPath('storeReviews', params),
    specials: buildPath('storeSpecials', params),
    bestSellers: buildPath('storeBestSellers', params),
    special: (specialId: number, title: string) => buildPath('storeSpecial', { ...params, specialId, titleSlug: title || 'special' }),
    product: (product: ProductRef) => buildPath('storeProduct', { ...params, productId: product.id, brandSlug: product.brand || product.url_slug || product.name || 'product' }),
  };
}

export function productPath(product: ProductRef, query?: Record<string, string | number | boolean | null | undefined>): string {
  return buildPath('product', { productId: product.id, slug: product.url_slug || product.name || 'product' }, query);
}

export function brandPath(brand: { id: number; name: string }): string {
  return buildPath('brand', { brandId: brand.id, slug: brand.name || 'brand' });
}

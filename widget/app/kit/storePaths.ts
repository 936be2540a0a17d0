import { buildPath } from '../../../shared/routes';
import {
  brandPath,
  productRouteParams,
  storeMenuPath,
  storeProductPath,
  storeRouteParams,
  storeSpecialPath,
  storeSpecialsPath,
  type ProductRef,
  type StoreRef,
} from '../../../shared/routes/catalogueLinks';

export type { ProductRef, StoreRef };
export { brandPath };

/**
 * The paths of a store's pages (000 §2). In an embedded widget for that very store, the menu is the embedded
 * menu route /menu.
 */
export function storePaths(store: StoreRef, embeddedStoreId: number | null = null) {
  const params = storeRouteParams(store);
  return {
    menu: embeddedStoreId === store.id ? '/menu' : storeMenuPath(store),
    category: (category: string) => buildPath('storeMenuCategory', { ...params, category }),
    about: buildPath('storeAbout', params),
    reviews: buildPath('storeReviews', params),
    specials: storeSpecialsPath(store),
    bestSellers: buildPath('storeBestSellers', params),
    special: (specialId: number, title: string) => storeSpecialPath(store, { id: specialId, title }),
    product: (product: ProductRef) => storeProductPath(store, product),
  };
}

export function productPath(product: ProductRef, query?: Record<string, string | number | boolean | null | undefined>): string {
  return buildPath('product', productRouteParams(product), query);
}

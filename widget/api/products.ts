import type { MenuProduct, Product } from '../../shared/types';
import type { Http } from './createHttp';
import type { ReviewList } from './stores';

/** GET /products/{id}?store_id: the product as that store sells it (a menu product), or the bare product. */
export function fetchProduct(http: Http, productId: number, storeId?: number | null, signal?: AbortSignal): Promise<MenuProduct> {
  return http.get<MenuProduct>(`/products/${productId}`, { query: { store_id: storeId ?? undefined }, signal });
}

export interface ProductInStores {
  readonly product: Product;
  /** The stores that carry it, each with its menu product (prices per weight). */
  readonly stores: { store_id: number; store_name: string; store_slug: string; country_code?: string | null; menu_product: MenuProduct }[];
}

/** 000 §4 product-in-stores view: GET /products/{id}/stores. */
export function fetchProductInStores(http: Http, productId: number, signal?: AbortSignal): Promise<ProductInStores> {
  return http.get<ProductInStores>(`/products/${productId}/stores`, { signal });
}

export interface ProductList {
  readonly products: Product[];
  readonly nb_hits: number;
  readonly page: number;
  readonly per_page: number;
}

export function listProducts(
  http: Http,
  query: {
    query?: string;
    brand_id?: number;
    /** 000 §2 pre-filters: brand names, store ids and store types (medical, recreational). */
    brand?: readonly string[];
    store_id?: number | readonly string[];
    store_type?: readonly string[];
    kind?: readonly string[];
    category?: readonly string[];
    page?: number;
    per_page?: number;
  },
  signal?: AbortSignal,
): Promise<ProductList> {
  return http.get<ProductList>('/products', { query, signal });
}

export function listProductReviews(http: Http, productId: number, signal?: AbortSignal): Promise<ReviewList> {
  return http.get<ReviewList>(`/products/${productId}/reviews`, { signal });
}

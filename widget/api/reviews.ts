import type { ReviewBody } from '../../shared/schemas';
import type { MenuCardsPage, Review } from '../../shared/types';
import { menuCardParams } from '../../shared/search';
import type { Http } from './createHttp';

export interface SavedReview {
  readonly review: Review;
  /** true for the shopper's first review of the product (201); false when it rewrote their earlier one (200). */
  readonly created: boolean;
}

/** POST /products/{id}/reviews (docs/api.md): one review per shopper and product, a repeat rewrites theirs. */
export async function postReview(http: Http, productId: number, body: ReviewBody): Promise<SavedReview> {
  let status = 0;
  // quiet: the form shows what went wrong next to the fields, not as a notification.
  const review = await http.post<Review>(`/products/${productId}/reviews`, body, { quiet: true, onStatus: (answered) => (status = answered) });
  return { review, created: status === 201 };
}

export interface MenuTags {
  readonly feelings: readonly string[];
  readonly activities: readonly string[];
}

/**
 * The feelings and activities a store's menu is tagged with: its search facets (000 §3), most used first, the
 * same values a shopper filters the menu by. One product is enough to get the facets of the whole menu.
 */
export async function fetchMenuTags(http: Http, storeId: number, signal?: AbortSignal): Promise<MenuTags> {
  const page = await http.get<MenuCardsPage>(`/stores/${storeId}/menu_products`, { query: menuCardParams({ perPage: 1 }), quiet: true, signal });
  return { feelings: Object.keys(page?.facets?.feelings ?? {}), activities: Object.keys(page?.facets?.activities ?? {}) };
}

import type { BrandSpecial, MenuProduct, StoreSpecial, StoreSpecialDetail } from '../../shared/types';
import type { Http } from './createHttp';

export async function listStoreSpecials(http: Http, storeId: number, signal?: AbortSignal): Promise<StoreSpecial[]> {
  const answer = await http.get<{ specials: StoreSpecial[] }>(`/stores/${storeId}/specials`, { signal });
  return answer.specials;
}

export interface StoreSpecialPage {
  readonly special: StoreSpecial;
  readonly detail: StoreSpecialDetail;
  /** Menu products that qualify for the special, and those that get its discount (bundles). */
  readonly products: MenuProduct[];
  readonly discounted_products: MenuProduct[];
}

export function fetchStoreSpecial(http: Http, storeId: number, specialId: number, cartUuid?: string | null, signal?: AbortSignal): Promise<StoreSpecialPage> {
  return http.get<StoreSpecialPage>(`/stores/${storeId}/specials/${specialId}`, { query: { cart_uuid: cartUuid ?? undefined }, signal });
}

export async function listBrandSpecials(http: Http, query: { store_id?: number; brand_id?: number; app_mode?: string }, signal?: AbortSignal): Promise<BrandSpecial[]> {
  const answer = await http.get<{ brand_specials: BrandSpecial[] }>('/brand_specials', { query, signal });
  return answer.brand_specials;
}

import type { BrandSpecial, StoreSpecial } from '../../shared/types';
import type { Http } from './createHttp';

export async function listStoreSpecials(http: Http, storeId: number, signal?: AbortSignal): Promise<StoreSpecial[]> {
  const answer = await http.get<{ specials: StoreSpecial[] }>(`/stores/${storeId}/specials`, { signal });
  return answer.specials;
}

export async function listBrandSpecials(http: Http, query: { store_id?: number; brand_id?: number; app_mode?: string }, signal?: AbortSignal): Promise<BrandSpecial[]> {
  const answer = await http.get<{ brand_specials: BrandSpecial[] }>('/brand_specials', { query, signal });
  return answer.brand_specials;
}

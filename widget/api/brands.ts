import type { Brand } from '../../shared/types';
import type { Http } from './createHttp';

export interface BrandList {
  readonly brands: Brand[];
  readonly nb_hits: number;
  readonly page: number;
  readonly per_page: number;
}

export function listBrands(http: Http, query: { query?: string; page?: number; per_page?: number; store_id?: number }, signal?: AbortSignal): Promise<BrandList> {
  return http.get<BrandList>('/brands', { query, signal });
}

export async function fetchBrand(http: Http, brandId: number, signal?: AbortSignal): Promise<Brand> {
  const answer = await http.get<{ brand: Brand }>(`/brands/${brandId}`, { signal });
  return answer.brand;
}

export interface Category {
  readonly name: string;
  readonly type: 'kind' | 'lineage';
  readonly count: number;
}

/** The kinds and lineages with their product counts (in one store's menu when store_id is given). */
export async function listCategories(http: Http, storeId?: number | null, signal?: AbortSignal): Promise<Category[]> {
  const answer = await http.get<{ categories: Category[] }>('/categories', { query: { store_id: storeId ?? undefined }, signal });
  return answer.categories;
}

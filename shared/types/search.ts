import type { MenuProduct } from './product';

/** A facet maps each value to its count (DESIGN §1.1). */
export type FacetCounts = Record<string, number>;

/** 000 §3 Search facets. Range facets report the min and max over the results. */
export interface SearchFacets {
  activities: FacetCounts;
  feelings: FacetCounts;
  brand: FacetCounts;
  brand_subtype: FacetCounts;
  kind: FacetCounts;
  category: FacetCounts;
  root_types: FacetCounts;
  available_weights: FacetCounts;
  compound_names: FacetCounts;
  has_brand_discount: FacetCounts;
  percent_thc: NumericRange;
  percent_cbd: NumericRange;
  /** With the count of results in each price bucket (shared/search/priceBuckets.ts), offered beside the min/max box. */
  bucket_price: NumericRange & { buckets?: { min: number; max: number | null; count: number }[] };
}

export interface NumericRange {
  min: number | null;
  max: number | null;
}

/** GET /stores/{id}/menu_products answer (DESIGN §1.1). */
export interface MenuProductsPage {
  products: MenuProduct[];
  facets: SearchFacets;
  nb_hits: number;
  page: number;
  per_page: number;
}

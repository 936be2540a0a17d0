import type { ListFacet, RangeFacet } from '../../../shared/search';
import type { FacetCounts, Kind, Lineage, Store } from '../../../shared/types';
import { isWeightId, weightLabel } from '../../../shared/weights';

export const FACET_TITLES: Readonly<Record<ListFacet, string>> = {
  kind: 'Type',
  category: 'Lineage',
  brand: 'Brand',
  brand_subtype: 'Subtype',
  root_types: 'Category',
  available_weights: 'Weight',
  feelings: 'Effects',
  activities: 'Activities',
  compound_names: 'Terpenes',
  has_brand_discount: 'Brand deals',
};

export const RANGE_TITLES: Readonly<Record<RangeFacet, { title: string; unit: '%' | '$' }>> = {
  percent_thc: { title: 'THC', unit: '%' },
  percent_cbd: { title: 'CBD', unit: '%' },
  bucket_price: { title: 'Price', unit: '$' },
};

const KIND_LABELS: Readonly<Record<Kind, string>> = {
  flower: 'Flower',
  'pre-roll': 'Pre-rolls',
  vape: 'Vapes',
  extract: 'Concentrates',
  edible: 'Edibles',
  tincture: 'Tinctures',
  topical: 'Topicals',
  gear: 'Gear',
  merch: 'Merch',
  grow: 'Grow',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

/** A facet value as shoppers read it, with the store's custom labels (000 §3 custom_*_labels). */
export function facetValueLabel(facet: ListFacet, value: string, store?: Pick<Store, 'custom_product_type_labels' | 'custom_lineage_labels'> | null): string {
  if (facet === 'kind') return store?.custom_product_type_labels?.[value as Kind] ?? KIND_LABELS[value as Kind] ?? capitalize(value);
  if (facet === 'category') return store?.custom_lineage_labels?.[value as Lineage] ?? (value === 'cbd' ? 'CBD' : capitalize(value));
  if (facet === 'available_weights') return isWeightId(value) ? weightLabel(value) : value;
  if (facet === 'has_brand_discount') return value === 'true' ? 'Brand deals' : 'No brand deal';
  return facet === 'brand' ? value : capitalize(value);
}

// compound_names holds every compound of the lab results; these are cannabinoids (the THC and CBD ranges cover the
// main two), so the Terpenes facet leaves them out.
const CANNABINOIDS = /^(?:THC|THCA|THCV|CBD|CBDA|CBDV|CBG|CBGA|CBN|CBC|TAC)$/i;

/** 000 §1 terpene filters: the terpene values of the compound_names facet, with their counts. */
export function terpeneCounts(counts: FacetCounts | undefined): FacetCounts {
  return Object.fromEntries(Object.entries(counts ?? {}).filter(([name]) => !CANNABINOIDS.test(name)));
}

/** 000 §3 has_brand_discount as the "Brand deals" filter: one option, the products on a brand deal. */
export function brandDealCounts(counts: FacetCounts | undefined): FacetCounts {
  return counts?.true ? { true: counts.true } : {};
}

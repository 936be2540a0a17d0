import type { Placement } from '../../../shared/merchandising';
import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import type { MenuIndex } from '../../search';

/** A rule's answer before the common finish (engagement, the max_products cut, sponsored marks; finishRow.ts). */
export interface RuleRow {
  title: string;
  /** Product ids best first: products of the index only, each once. */
  productIds: number[];
  /** Matches before any cut; productIds.length when absent. */
  nbHits?: number;
  facets?: Record<string, Record<string, number>> | null;
  creativeIds?: string[];
  customImage?: { url: string; alt: string } | null;
  /** Whether stored engagement may re-order this row (only when no explicit sort was asked). */
  engagement: boolean;
  /** This device's favourite brands (search-analytics brand filters), boosted in the row. */
  boostBrands?: readonly string[];
}

/** 001 §7: a row holds at most max_products products, 600 when not given. */
export const DEFAULT_MAX_PRODUCTS = 600;

export const maxProductsOf = (fields: PlacementFields) => fields.max_products ?? DEFAULT_MAX_PRODUCTS;

/** Row titles when the store names none. */
export const DEFAULT_TITLES: Record<Placement, string> = {
  best_selling: 'Best sellers',
  brand_specials: 'Brand specials',
  buy_again_row: 'Buy it again',
  cart_toppers: 'Complete your order',
  menu_dynamic_row: 'Picked for you',
  menu_inline: 'Featured products',
  menu_inline_table: 'Featured products',
  menu_top_row: 'Staff picks',
  pdp_row: 'You may also like',
  sale: 'On sale',
  specials: 'Specials',
  thematic_row: 'Staff picks',
  virtual_budtender_search: 'Budtender picks',
};

/** Product ids of index positions, in order. */
export const idsOf = (index: MenuIndex, positions: Iterable<number>): number[] => Array.from(positions, (i) => index.ids[i]);

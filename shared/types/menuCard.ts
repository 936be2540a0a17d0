import type { MenuProduct, Photo } from './product';
import type { SearchFacets } from './search';

/**
 * Menu product fields (000 §3) that no product card reads: not the card (photo, brand, name, lineage, potency,
 * weights and prices, specials), its Add to bag (the cart limits read the kind, THC dose, net weight and inventories:
 * shared/cartLimits), nor the analytics item. Text, tag lists, lab results and licences are the product page's, which
 * asks for the full record (GET /products/{id}). A menu search asked with `fields=card` (docs/api.md) leaves them out.
 */
export const NOT_ON_A_CARD = [
  'description',
  'image_urls',
  'effects',
  'flavors',
  'feelings',
  'activities',
  'aliases',
  'allergens',
  'ingredients',
  'terpenes',
  'business_licenses',
  'localized_content',
  'store_notes',
  'lab_result_urls',
  'lab_results',
  'inventory_potencies',
  'photo_weights',
  'percent_thca',
  'percent_cbda',
  'percent_tac',
  'primaryPercentTHC',
  'primaryPercentCBD',
  'cbd_dosage_milligrams',
  'quantity_value',
  'quantity_units',
  'allow_multiple_flower_count',
  'applicable_special_ids',
  'applicable_brand_special_ids',
  'applicable_bundle_special_ids',
  'applicable_brand_specials_included_user_segments',
  'applicable_brand_specials_excluded_user_segments',
  'brand_special_prices',
] as const;

/** The photo size a card draws (widget/ui/ProductImage's default): a card's one photo carries this url only. */
export const CARD_PHOTO_SIZE = 'medium';

/** A card's photo: the product's first, its url at the card's size (else the original under that name). */
export interface CardPhoto {
  id: number;
  position: number;
  urls: Partial<Photo['urls']>;
}

/** A menu product as a card shows it: every field but NOT_ON_A_CARD, and at most one photo. A full MenuProduct is one too. */
export type MenuCard = Omit<MenuProduct, (typeof NOT_ON_A_CARD)[number] | 'photos'> & { photos: CardPhoto[] };

/** GET /stores/{id}/menu_products?fields=card answer. */
export interface MenuCardsPage {
  products: MenuCard[];
  facets: SearchFacets;
  nb_hits: number;
  page: number;
  per_page: number;
}

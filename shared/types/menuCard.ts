import type { Inventory, MenuProduct, Photo } from './product';
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
  // Sort and filter figures: the search reads them from its index, not from the answer.
  'operator_store_rank',
  'best_seller_rank',
  'bucket_price',
  'recommended',
  'brand_subtype',
  'has_brand_discount',
] as const;

/** The photo size a card draws (widget/ui/ProductImage's default): a card's one photo carries this url only. */
export const CARD_PHOTO_SIZE = 'medium';

/** A card's photo: the product's first, its url at the card's size (else the original under that name). */
export interface CardPhoto {
  id: number;
  position: number;
  urls: Partial<Photo['urls']>;
}

/** What a card's inventories keep: the cart limits' equivalency per weight (shared/cartLimits LimitProduct). */
export type CardInventory = Pick<Inventory, 'price_id' | 'equivalency'>;

/**
 * A menu product as a card shows it: every field but NOT_ON_A_CARD, at most one photo, each inventory's equivalency
 * only. A full MenuProduct is one too.
 */
export type MenuCard = Omit<MenuProduct, (typeof NOT_ON_A_CARD)[number] | 'photos' | 'inventories'> & { photos: CardPhoto[]; inventories: CardInventory[] };

/** GET /stores/{id}/menu_products?fields=card answer. */
export interface MenuCardsPage {
  products: MenuCard[];
  facets: SearchFacets;
  nb_hits: number;
  page: number;
  per_page: number;
}

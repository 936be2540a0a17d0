/**
 * Menu product fields (000 §3) that nothing on a store menu's first screen reads once the widget runs: not the
 * product card (photo, brand, name, lineage, potency, weights and prices, specials), its Add to bag (the cart
 * limits read the kind, THC dose, net weight and inventories: shared/cartLimits), nor the analytics item. Text,
 * tag lists, lab results and licences are the product page's, which asks for the full record (GET /products/{id}).
 * The API's own answers keep every field (docs/api.md); only the copy inlined in the widget's HTML leaves these out.
 */
const NOT_ON_A_CARD = new Set([
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
]);

/** The photo size a card draws (widget/ui/ProductImage's default), else the original it falls back to. */
const CARD_PHOTO_SIZE = 'medium';

interface Photo {
  readonly id: number;
  readonly position: number;
  readonly urls: Readonly<Record<string, string | null | undefined>>;
}

/** A menu product as a card needs it: every field but NOT_ON_A_CARD, and only the first photo, at the card's size. */
export function cardProduct(product: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(product)) if (!NOT_ON_A_CARD.has(key)) card[key] = value;
  if (Array.isArray(product.photos)) card.photos = firstPhoto(product.photos as Photo[]);
  return card;
}

/** 000 §5: a card shows the product's first photo by position (shared/platform productImage). */
function firstPhoto(photos: readonly Photo[]): Photo[] {
  const first = [...photos].sort((a, b) => a.position - b.position)[0];
  if (!first) return [];
  return [{ id: first.id, position: first.position, urls: { [CARD_PHOTO_SIZE]: first.urls[CARD_PHOTO_SIZE] || first.urls.original } }];
}

import { CARD_PHOTO_SIZE, NOT_ON_A_CARD, WEIGHT_IDS, type CardInventory, type CardPhoto, type MenuCard, type MenuProduct } from '../../../shared/types';

const LEFT_OUT: ReadonlySet<string> = new Set(NOT_ON_A_CARD);
/** 000 §3 per-weight fields: 000 §4 reads a missing price as a null one (the weight is not offered), so a null is left out. */
const PER_WEIGHT: ReadonlySet<string> = new Set(
  WEIGHT_IDS.flatMap((weight) => ['price', 'discounted_price', 'special_price', 'max_cart_quantity'].map((field) => `${field}_${weight}`)),
);

/**
 * A menu product as a card needs it (`fields=card`, docs/api.md): every field but NOT_ON_A_CARD and the per-weight
 * fields of weights not offered, only the first photo, at the card's size, and of each inventory what the cart limits
 * read. The API's default answers keep every 000 §3 field. Its keys walked with for…in and the per-weight ones known
 * by name: a page of cards is made on every menu search, and Object.entries' pairs and a pattern tested on each null
 * made a card cost about as much as reading its record.
 */
export function cardProduct(product: MenuProduct): MenuCard {
  const card: Record<string, unknown> = {};
  const fields = product as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (!Object.hasOwn(fields, key) || LEFT_OUT.has(key)) continue;
    const value = fields[key];
    if (value === null && PER_WEIGHT.has(key)) continue;
    // A data key named __proto__ stays a data key (an assignment would set the prototype).
    if (key === '__proto__') Object.defineProperty(card, key, { value, enumerable: true, writable: true, configurable: true });
    else card[key] = value;
  }
  if (Array.isArray(product.photos)) card.photos = firstPhoto(product.photos);
  if (Array.isArray(product.inventories)) card.inventories = product.inventories.map(({ price_id, equivalency }): CardInventory => ({ price_id, equivalency }));
  return card as MenuCard;
}

/** 000 §5: a card shows the product's first photo by position (shared/platform productImage); the first listed of equal ones. */
function firstPhoto(photos: readonly CardPhoto[]): CardPhoto[] {
  let first: CardPhoto | undefined;
  for (const photo of photos) if (first === undefined || photo.position < first.position) first = photo;
  if (!first) return [];
  return [{ id: first.id, position: first.position, urls: { [CARD_PHOTO_SIZE]: first.urls[CARD_PHOTO_SIZE] || first.urls.original } }];
}

import { CARD_PHOTO_SIZE, NOT_ON_A_CARD, type CardInventory, type CardPhoto, type MenuCard, type MenuProduct } from '../../../shared/types';

const LEFT_OUT: ReadonlySet<string> = new Set(NOT_ON_A_CARD);
/** 000 §3 per-weight fields: 000 §4 reads a missing price as a null one (the weight is not offered), so a null is left out. */
const PER_WEIGHT = /^(price|discounted_price|special_price|max_cart_quantity)_/;

/**
 * A menu product as a card needs it (`fields=card`, docs/api.md): every field but NOT_ON_A_CARD and the per-weight
 * fields of weights not offered, only the first photo, at the card's size, and of each inventory what the cart limits
 * read. The API's default answers keep every 000 §3 field.
 */
export function cardProduct(product: MenuProduct): MenuCard {
  const card: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(product)) if (!LEFT_OUT.has(key) && !(value === null && PER_WEIGHT.test(key))) card[key] = value;
  if (Array.isArray(product.photos)) card.photos = firstPhoto(product.photos);
  if (Array.isArray(product.inventories)) card.inventories = product.inventories.map(({ price_id, equivalency }): CardInventory => ({ price_id, equivalency }));
  return card as MenuCard;
}

/** 000 §5: a card shows the product's first photo by position (shared/platform productImage). */
function firstPhoto(photos: readonly CardPhoto[]): CardPhoto[] {
  const first = [...photos].sort((a, b) => a.position - b.position)[0];
  if (!first) return [];
  return [{ id: first.id, position: first.position, urls: { [CARD_PHOTO_SIZE]: first.urls[CARD_PHOTO_SIZE] || first.urls.original } }];
}

import { MenuCardSchema } from '../schemas/product';
import { NOT_ON_A_CARD } from '../types/menuCard';

/**
 * 001 §7 search_attributes: the product fields a ranked row's card reads (a menu card's, shared/types MenuCard), as
 * the widget asks for them. Named in a call, they get each product as its card, a third of the whole menu product.
 */
export const CARD_SEARCH_ATTRIBUTES: readonly string[] = Object.keys(MenuCardSchema.entries);

const notOnACard = new Set<string>(NOT_ON_A_CARD);

/**
 * Whether a call's search_attributes names only fields a card carries: its products are then answered as cards (what
 * GET /stores/{id}/menu_products?fields=card answers: one photo, each inventory's equivalency), and otherwise, or
 * when it names none, as whole menu products. Either holds at least the fields named.
 */
export function asksForCards(names: readonly string[] | null | undefined): boolean {
  return names !== null && names !== undefined && names.length > 0 && names.every((name) => !notOnACard.has(name));
}

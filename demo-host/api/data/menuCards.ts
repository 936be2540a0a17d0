import { projectedRecords } from '../../search';
import { cardProduct } from '../wire';

/**
 * Each index's product cards, as a card page of the menu (GET /menu_products?fields=card) and a /dm row asked for
 * cards (001 §7 search_attributes) answer them: one cache per index, up to CARDS_KEPT, so a card either one showed is
 * projected and held once, not once for each (they were two caches of the same cards, 512 and 8,192 an index).
 */
export const menuCards = projectedRecords(cardProduct);

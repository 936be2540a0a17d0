import { sortOrder, type MenuIndex } from '../../search';
import { kindColumn } from './indexColumns';
import type { Purchase, StoreSales } from './salesHistory';

// The rows ranked from sales (docs/api-merchandising.md § Ranking): best_selling, buy_again_row, cart_toppers. Pure over the
// store's menu index and its sales history.

/**
 * Every product of the menu, best sellers first: units sold over the last 30 days (most first), then the products
 * not sold in that time in the menu's best_seller_rank order (000 §5 best-seller-rank sort).
 */
export function bestSellingOrder(index: MenuIndex, units: ReadonlyMap<number, number>): number[] {
  const rankOrder = sortOrder(index, 'best-seller-rank');
  const ids = index.ids;
  const sold: { id: number; units: number; rank: number }[] = [];
  const unsold: number[] = [];
  rankOrder.forEach((position, rank) => {
    const id = ids[position];
    const count = units.size === 0 ? 0 : (units.get(id) ?? 0);
    if (count > 0) sold.push({ id, units: count, rank });
    else unsold.push(id);
  });
  sold.sort((a, b) => b.units - a.units || a.rank - b.rank);
  return [...sold.map((entry) => entry.id), ...unsold];
}

/** buy_again_row: what the shopper bought here, most often first, then most recently; products still on the menu only. */
export function buyAgainOrder(index: MenuIndex, purchases: readonly Purchase[]): number[] {
  return purchases
    .filter((purchase) => index.positionOf.has(purchase.productId))
    .sort((a, b) => b.times - a.times || (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0) || a.productId - b.productId)
    .map((purchase) => purchase.productId);
}

/**
 * cart_toppers: products bought together with the cart's lines (each past basket adds, to every other product in it,
 * the number of cart products it held), most first, ties in best-selling order; the cart's own products left out.
 * Then, as history is thin, best sellers of other kinds than the cart holds; an empty cart gets the best sellers.
 */
export function cartToppersOrder(index: MenuIndex, cartProductIds: readonly number[], sales: StoreSales): number[] {
  const best = bestSellingOrder(index, sales.units);
  const cart = new Set(cartProductIds);
  if (cart.size === 0) return best;
  const together = new Map<number, number>();
  for (const basket of sales.baskets) {
    const shared = basket.reduce((count, id) => count + (cart.has(id) ? 1 : 0), 0);
    if (shared === 0) continue;
    for (const id of basket) if (!cart.has(id) && index.positionOf.has(id)) together.set(id, (together.get(id) ?? 0) + shared);
  }
  const bestRank = new Map(best.map((id, rank) => [id, rank]));
  const boughtTogether = [...together.keys()].sort((a, b) => together.get(b)! - together.get(a)! || bestRank.get(a)! - bestRank.get(b)!);
  const kinds = kindColumn(index);
  const kindOf = (id: number) => kinds[index.positionOf.get(id)!];
  const cartKinds = new Set(cartProductIds.filter((id) => index.positionOf.has(id)).map(kindOf));
  const taken = new Set(boughtTogether);
  const complementary = best.filter((id) => !cart.has(id) && !taken.has(id) && !cartKinds.has(kindOf(id)));
  return [...boughtTogether, ...complementary];
}

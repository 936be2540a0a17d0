import { MAX_PRICED_UNITS } from '../../../shared/pricing';
import { maxNumericMessage } from '../../../shared/forms';
import { ApiError } from '../../http';
import type { CommerceDeps } from '../deps';
import { cartLimitBreach, limitLineOf, limitMessage, type LimitLine } from '../../../shared/cartLimits';
import { loadMenu, loadStore, maxCartQuantity, menuPrice, unavailableReason, type CartRow, type LineRow, type MenuEntry, type StoreRecord } from './loadCart';

// The same weighing the widget's meter uses (shared/cartLimits limitLineOf), from the store's menu entry.
function limitLine(line: { price_id: string; count: number }, entry: MenuEntry): LimitLine {
  return limitLineOf(
    { kind: entry.kind, thc_dosage_milligrams: entry.thc_dosage_milligrams, net_weight_grams: entry.net_weight_grams, inventories: entry.data.inventories },
    line.price_id,
    line.count,
  );
}

type LimitedLine = { product_id: number; price_id: string; count: number };

/**
 * 422 naming the group, the limit, what the cart holds (`held`, the lines before the change: the widget's meter) and
 * what it would hold (`lines`) (000 §3 cart_limit_rules), or nothing. Without `held` the cart is checked as it stands.
 */
export async function assertWithinLimits(
  deps: CommerceDeps,
  store: StoreRecord,
  lines: readonly LimitedLine[],
  known?: Map<number, MenuEntry>,
  held: readonly LimitedLine[] = lines,
): Promise<void> {
  const units = lines.reduce((sum, l) => sum + l.count, 0);
  if (units > MAX_PRICED_UNITS) {
    throw new ApiError('unprocessable', `A cart holds at most ${MAX_PRICED_UNITS} items; this one would hold ${units}`, { 'product.count': [maxNumericMessage(MAX_PRICED_UNITS)] });
  }
  const all = held === lines ? lines : [...lines, ...held];
  const menu =
    known && all.every((l) => known.has(l.product_id))
      ? known
      : await loadMenu(
          deps,
          store.row.id,
          all.map((l) => l.product_id),
        );
  const limitLines = (of: readonly LimitedLine[]) =>
    of.flatMap((l) => {
      const entry = menu.get(l.product_id);
      return entry ? [limitLine(l, entry)] : [];
    });
  const wouldHold = limitLines(lines);
  const breach = cartLimitBreach(store.data.cart_limit_rules, wouldHold, held === lines ? wouldHold : limitLines(held));
  if (breach) throw new ApiError('cart_limit_exceeded', limitMessage(breach), undefined, { limit: breach });
}

/** 000 §4: the weight must be offered here; 000 §3: the count within the product's max_cart_quantity. */
export function assertLine(entry: MenuEntry | undefined, priceId: string, count: number): MenuEntry {
  const reason = unavailableReason(entry, priceId);
  if (!entry || entry.row.visible !== 1) throw new ApiError('not_found', "This product is not on this store's menu");
  if (menuPrice(entry, priceId) === null) {
    throw new ApiError('unprocessable', `This product has no ${priceId} price in this store`, {
      'product.price_id': [`${priceId} is not an available weight of this product in this store`],
    });
  }
  if (reason) throw new ApiError('unprocessable', `This product is ${reason}`, { 'product.price_id': [reason] });
  const max = maxCartQuantity(entry, priceId);
  if (count > max) throw new ApiError('unprocessable', `At most ${max} of this product per order`, { 'product.count': [maxNumericMessage(max)] });
  return entry;
}

/** The lines a change would leave, as the limit rules read them: this product and weight at `count`, or gone (null). */
export const withLine = (lines: readonly LineRow[], productId: number, priceId: string, count: number | null) => {
  const rest = lines.filter((l) => !(l.product_id === productId && l.price_id === priceId)).map((l) => ({ product_id: l.product_id, price_id: l.price_id, count: l.count }));
  return count === null ? rest : [...rest, { product_id: productId, price_id: priceId, count }];
};

/** 409 with the replace-cart action (001 §4) when the cart holds products of another store. */
export async function assertSameStore(deps: CommerceDeps, cart: CartRow, store: StoreRecord, lines: readonly LineRow[]): Promise<void> {
  if (cart.store_id === null || cart.store_id === store.row.id || lines.length === 0) return;
  const other = await loadStore(deps, cart.store_id);
  throw new ApiError('cart_store_mismatch', 'Your cart holds products from another store. Replace the cart to add this product.', undefined, {
    action: 'replace_cart',
    cart_store: other ? { id: other.row.id, name: other.row.name } : { id: cart.store_id, name: null },
    store: { id: store.row.id, name: store.row.name },
  });
}

import type { ServerCart, ServerCartLine } from '../../../shared/cart';
import { centsToDollars, dollarsToCents, unitPrice } from '../../../shared/money';
import type { Cents } from '../../../shared/money';
import { WEIGHT_IDS } from '../../../shared/types';
import type { MenuProduct, WeightId } from '../../../shared/types';

/** One item of a GA4 e-commerce event: the names GA4, GTM and Meta's GA4 import read. Prices in dollars. */
export interface GaItem {
  item_id: string;
  /** Absent only for a line the server's answer did not name (GA4 needs item_id or item_name). */
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  /** The weight (000 §3 price id: gram, eighth_ounce, …). */
  item_variant?: string;
  price?: number;
  quantity: number;
  index?: number;
  item_list_name?: string;
}

const dollars = (cents: Cents | null | undefined): number | undefined => (cents == null ? undefined : centsToDollars(cents));

/** A bag line as an item (its name, brand and kind as the server priced it, 001 §3). */
export function itemOfLine(line: Pick<ServerCartLine, 'productId' | 'weight' | 'count' | 'name' | 'brand' | 'kind' | 'unitCents'>, quantity = line.count): GaItem {
  return {
    item_id: String(line.productId),
    ...(line.name ? { item_name: line.name } : {}),
    ...(line.brand ? { item_brand: line.brand } : {}),
    ...(line.kind ? { item_category: line.kind } : {}),
    item_variant: line.weight,
    ...(line.unitCents != null ? { price: dollars(line.unitCents) } : {}),
    quantity,
  };
}

type ListedProduct = Pick<MenuProduct, 'id' | 'name' | 'brand' | 'kind'> & Partial<Pick<MenuProduct, `price_${WeightId}` | `discounted_price_${WeightId}`>>;

/** The lowest price a product is sold at, in cents: what a list shows before a weight is chosen. */
function lowestCents(product: ListedProduct, weight?: WeightId): Cents | null {
  const weights: readonly WeightId[] = weight ? [weight] : WEIGHT_IDS;
  const prices = weights
    .map((w) => unitPrice(dollarsToCents(product[`price_${w}`] ?? null), dollarsToCents(product[`discounted_price_${w}`] ?? null)))
    .filter((p): p is Cents => p !== null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** A catalogue product as an item: in a list (with its place) or on its page (with a weight once one is chosen). */
export function itemOfProduct(product: ListedProduct, options: { index?: number; listName?: string; weight?: WeightId } = {}): GaItem {
  const price = dollars(lowestCents(product, options.weight));
  return {
    item_id: String(product.id),
    item_name: product.name,
    ...(product.brand ? { item_brand: product.brand } : {}),
    item_category: product.kind,
    ...(options.weight ? { item_variant: options.weight } : {}),
    ...(price !== undefined ? { price } : {}),
    quantity: 1,
    ...(options.index !== undefined ? { index: options.index } : {}),
    ...(options.listName ? { item_list_name: options.listName } : {}),
  };
}

/** The bag as GA4 cart parameters (view_cart, begin_checkout, add_shipping_info, add_payment_info). */
export function cartParams(cart: Pick<ServerCart, 'lines' | 'orderTotalCents'>, currency: string): { currency: string; value: number; items: GaItem[] } {
  return { currency, value: centsToDollars(cart.orderTotalCents), items: cart.lines.map((line) => itemOfLine(line)) };
}

/** A line's count going up or down by `delta` as GA4 add_to_cart or remove_from_cart, its value in `currency`. */
export function lineChangeEvent(
  line: Parameters<typeof itemOfLine>[0],
  delta: number,
  currency: string,
): ['add_to_cart' | 'remove_from_cart', { currency: string; value: number; items: GaItem[] }] {
  const item = itemOfLine(line, Math.abs(delta));
  const value = Math.round((item.price ?? 0) * item.quantity * 100) / 100;
  return [delta > 0 ? 'add_to_cart' : 'remove_from_cart', { currency, value, items: [item] }];
}

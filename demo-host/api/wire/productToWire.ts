import type { Selectable } from 'kysely';
import type { MenuProductData, MenuProductsTable, ProductData, ProductsTable, SpecialsTable } from '../../db';
import { fromJson } from '../../db';
import { WEIGHT_IDS } from '../../../shared/types';
import type { DiscountType, Kind, Lineage, MenuProduct, Product, SpecialPrice, WeightId } from '../../../shared/types';
import { bool, dollars } from './money';

export type ProductRow = Selectable<ProductsTable> & { brand_name: string | null };
export type MenuRow = Selectable<MenuProductsTable>;
export type SpecialRow = Pick<Selectable<SpecialsTable>, 'id' | 'title' | 'discount_type' | 'discount_percent' | 'data'>;

/** What the wire Product leaves out of a product's data (000 §3: a menu product carries the lab results, a product not). */
const LEFT_OUT_OF_PRODUCT: ReadonlySet<string> = new Set(['compound_names', 'lab_results', 'lab_result_urls']);

/**
 * The own keys of `from` but those left out, in their order, in a new object: what `{ ...from }` copies. Copied key by
 * key and then added to in place: a rest-destructure spread into an object literal with some twenty more keys made a
 * menu product and its JSON about three times slower (a pdp row builds some thirty a request from the database).
 */
function copyKeys<T>(from: object, leftOut: ReadonlySet<string>): Partial<T> {
  const to: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(from)) {
    if (leftOut.has(key)) continue;
    // A data key named __proto__ stays a data key, as a spread keeps it (an assignment would set the prototype).
    if (key === '__proto__') Object.defineProperty(to, key, { value, enumerable: true, writable: true, configurable: true });
    else to[key] = value;
  }
  return to as Partial<T>;
}

/**
 * A products row (with its brand's name) as the wire Product of 000 §3, outside any store. Keys in the order of
 * `{ ...data, id, product_id, … }`: a key the data has already keeps its place and takes the row's value.
 */
export function productToWire(row: ProductRow, lowestCents: number | null = null, d: ProductData = fromJson<ProductData>(row.data, {} as ProductData)): Product {
  const wire = copyKeys<Product>(d, LEFT_OUT_OF_PRODUCT);
  wire.id = row.id;
  wire.product_id = row.id;
  wire.name = row.name;
  wire.brand = row.brand_name;
  wire.brand_subtype = row.brand_subtype;
  wire.product_brand_id = row.brand_id;
  wire.kind = row.kind as Kind;
  wire.type = row.type as Kind | Lineage;
  wire.root_subtype = row.root_subtype;
  wire.category = row.category as Lineage | null;
  wire.description = row.description;
  wire.url_slug = row.url_slug;
  wire.percent_thc = row.percent_thc;
  wire.percent_cbd = row.percent_cbd;
  wire.aggregate_rating = row.aggregate_rating;
  wire.review_count = row.review_count;
  wire.recommended = false;
  wire.lowest_available_price = dollars(lowestCents);
  wire.primaryPercentTHC = row.percent_thc;
  wire.primaryPercentCBD = row.percent_cbd;
  return wire as Product;
}

function specialPrice(special: SpecialRow, price: number, discounted: number): SpecialPrice {
  const data = fromJson<{ custom_badge?: string | null }>(special.data, {});
  return {
    special_id: special.id,
    price: dollars(price)!,
    discount_price: dollars(discounted)!,
    discount_amount: dollars(price - discounted)!,
    discount_type: special.discount_type as DiscountType,
    discount_percent: special.discount_percent,
    special_custom_badge: data.custom_badge ?? null,
  };
}

/** The per-weight keys of a menu product and its row, made once rather than per product and weight. */
const WEIGHT_KEYS = WEIGHT_IDS.map((weight) => ({
  weight,
  price: `price_${weight}`,
  discounted: `discounted_price_${weight}`,
  special: `special_price_${weight}`,
  max: `max_cart_quantity_${weight}`,
})) as readonly {
  weight: WeightId;
  price: `price_${WeightId}`;
  discounted: `discounted_price_${WeightId}`;
  special: `special_price_${WeightId}`;
  max: `max_cart_quantity_${WeightId}`;
}[];

/**
 * A store's menu row over its product as the wire MenuProduct (000 §3): prices in dollars per weight. Keys in the order
 * of `{ ...product, ...perWeight, id, store_id, … }`, added to the wire product in place (copyKeys says why).
 */
export function menuProductToWire(menu: MenuRow, product: ProductRow, special: SpecialRow | null): MenuProduct {
  // The product's data is parsed once (its photos make it the biggest JSON of the row).
  const pd = fromJson<ProductData>(product.data, {} as ProductData);
  const wire = productToWire(product, menu.lowest_price_cents, pd) as Partial<MenuProduct>;
  const md = fromJson<MenuProductData>(menu.data, {} as MenuProductData);
  const available: WeightId[] = [];
  for (const keys of WEIGHT_KEYS) {
    const price = menu[keys.price];
    const discounted = menu[keys.discounted];
    wire[keys.price] = dollars(price);
    wire[keys.discounted] = dollars(discounted);
    // 000 §4: a weight is available only when it has a non-empty price.
    if (price !== null) available.push(keys.weight);
    if (special && price !== null && discounted !== null) wire[keys.special] = specialPrice(special, price, discounted);
    const max = md.max_cart_quantity_by_weight?.[keys.weight];
    if (max !== undefined) wire[keys.max] = max;
  }
  wire.id = product.id;
  wire.store_id = menu.store_id;
  wire.recommended = bool(menu.recommended);
  wire.max_cart_quantity = menu.max_cart_quantity;
  wire.allow_multiple_flower_count = md.allow_multiple_flower_count ?? false;
  wire.visible = bool(menu.visible);
  wire.special_id = menu.special_id;
  wire.special_title = special?.title ?? null;
  wire.applicable_special_ids = md.applicable_special_ids ?? [];
  wire.applicable_brand_special_ids = md.applicable_brand_special_ids ?? [];
  wire.applicable_bundle_special_ids = md.applicable_bundle_special_ids ?? { qualify: [], discount: [] };
  wire.applicable_brand_specials_included_user_segments = md.applicable_brand_specials_included_user_segments ?? [];
  wire.applicable_brand_specials_excluded_user_segments = md.applicable_brand_specials_excluded_user_segments ?? [];
  wire.brand_special_prices = (md.brand_special_prices ?? []).map((b) => ({ ...b, price: dollars(b.price)!, discount_price: dollars(b.discount_price)! }));
  wire.has_brand_discount = bool(menu.has_brand_discount);
  wire.store_notes = md.store_notes ?? null;
  wire.available_weights = available;
  wire.photo_weights = md.photo_weights ?? [];
  wire.lab_result_urls = pd.lab_result_urls ?? [];
  wire.lab_results = pd.lab_results ?? [];
  wire.inventories = md.inventories ?? [];
  wire.inventory_potencies = md.inventory_potencies ?? [];
  wire.operator_store_rank = menu.operator_store_rank;
  wire.best_seller_rank = menu.best_seller_rank;
  // The range filter's price: the lowest price a shopper pays here, in dollars.
  wire.bucket_price = dollars(menu.lowest_price_cents);
  wire.default_weight = md.default_weight ?? null;
  return wire as MenuProduct;
}

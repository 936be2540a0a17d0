import type { Selectable } from 'kysely';
import type { MenuProductData, MenuProductsTable, ProductData, ProductsTable, SpecialsTable } from '../../db';
import { fromJson } from '../../db';
import { WEIGHT_IDS } from '../../../shared/types';
import type { DiscountType, Kind, Lineage, MenuProduct, Product, SpecialPrice, WeightId } from '../../../shared/types';
import { bool, dollars } from './money';

export type ProductRow = Selectable<ProductsTable> & { brand_name: string | null };
export type MenuRow = Selectable<MenuProductsTable>;
export type SpecialRow = Pick<Selectable<SpecialsTable>, 'id' | 'title' | 'discount_type' | 'discount_percent' | 'data'>;

/** A products row (with its brand's name) as the wire Product of 000 §3, outside any store. */
export function productToWire(row: ProductRow, lowestCents: number | null = null, d: ProductData = fromJson<ProductData>(row.data, {} as ProductData)): Product {
  const { compound_names: _names, lab_results: _lab, lab_result_urls: _urls, ...rest } = d;
  return {
    ...rest,
    id: row.id,
    product_id: row.id,
    name: row.name,
    brand: row.brand_name,
    brand_subtype: row.brand_subtype,
    product_brand_id: row.brand_id,
    kind: row.kind as Kind,
    type: row.type as Kind | Lineage,
    root_subtype: row.root_subtype,
    category: row.category as Lineage | null,
    description: row.description,
    url_slug: row.url_slug,
    percent_thc: row.percent_thc,
    percent_cbd: row.percent_cbd,
    aggregate_rating: row.aggregate_rating,
    review_count: row.review_count,
    recommended: false,
    lowest_available_price: dollars(lowestCents),
    primaryPercentTHC: row.percent_thc,
    primaryPercentCBD: row.percent_cbd,
  };
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

/** A store's menu row over its product as the wire MenuProduct (000 §3): prices in dollars per weight. */
export function menuProductToWire(menu: MenuRow, product: ProductRow, special: SpecialRow | null): MenuProduct {
  // The product's data is parsed once (its photos make it the biggest JSON of the row).
  const pd = fromJson<ProductData>(product.data, {} as ProductData);
  const base = productToWire(product, menu.lowest_price_cents, pd);
  const md = fromJson<MenuProductData>(menu.data, {} as MenuProductData);
  const wire: Record<string, unknown> = {};
  const available: WeightId[] = [];
  for (const weight of WEIGHT_IDS) {
    const price = menu[`price_${weight}`];
    const discounted = menu[`discounted_price_${weight}`];
    wire[`price_${weight}`] = dollars(price);
    wire[`discounted_price_${weight}`] = dollars(discounted);
    // 000 §4: a weight is available only when it has a non-empty price.
    if (price !== null) available.push(weight);
    if (special && price !== null && discounted !== null) wire[`special_price_${weight}`] = specialPrice(special, price, discounted);
    const max = md.max_cart_quantity_by_weight?.[weight];
    if (max !== undefined) wire[`max_cart_quantity_${weight}`] = max;
  }
  return {
    ...base,
    ...(wire as Partial<MenuProduct>),
    id: product.id,
    store_id: menu.store_id,
    recommended: bool(menu.recommended),
    max_cart_quantity: menu.max_cart_quantity,
    allow_multiple_flower_count: md.allow_multiple_flower_count ?? false,
    visible: bool(menu.visible),
    special_id: menu.special_id,
    special_title: special?.title ?? null,
    applicable_special_ids: md.applicable_special_ids ?? [],
    applicable_brand_special_ids: md.applicable_brand_special_ids ?? [],
    applicable_bundle_special_ids: md.applicable_bundle_special_ids ?? { qualify: [], discount: [] },
    applicable_brand_specials_included_user_segments: md.applicable_brand_specials_included_user_segments ?? [],
    applicable_brand_specials_excluded_user_segments: md.applicable_brand_specials_excluded_user_segments ?? [],
    brand_special_prices: (md.brand_special_prices ?? []).map((b) => ({
      ...b,
      price: dollars(b.price)!,
      discount_price: dollars(b.discount_price)!,
    })),
    has_brand_discount: bool(menu.has_brand_discount),
    store_notes: md.store_notes ?? null,
    available_weights: available,
    photo_weights: md.photo_weights ?? [],
    lab_result_urls: pd.lab_result_urls ?? [],
    lab_results: pd.lab_results ?? [],
    inventories: md.inventories ?? [],
    inventory_potencies: md.inventory_potencies ?? [],
    operator_store_rank: menu.operator_store_rank,
    best_seller_rank: menu.best_seller_rank,
    // The range filter's price: the lowest price a shopper pays here, in dollars.
    bucket_price: dollars(menu.lowest_price_cents),
    default_weight: md.default_weight ?? null,
  };
}

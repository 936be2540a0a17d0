import type { Insertable } from 'kysely';
import { createHash } from 'node:crypto';
import type { MenuProductData, MenuProductsTable, ProductData, ProductsTable } from '../../db';
import { WEIGHT_IDS, type Inventory, type Photo, type WeightId } from '../../../shared/types';
import { slugify } from '../../seed/slugify';
import type { MenuItem } from './menuItem';
import type { StoredProduct } from './loadStoreMenu';

// The database rows of an imported product, written so that the menu search, the product page and the cart read
// it like any other (demo-host/api/wire, demo-host/commerce/cart/loadCart): money in cents, stock in inventories.

const EMPTY_PRODUCT_DATA: ProductData = {
  photos: [],
  image_urls: [],
  effects: [],
  flavors: [],
  feelings: [],
  activities: [],
  aliases: [],
  allergens: [],
  ingredients: [],
  terpenes: [],
  percent_thca: null,
  percent_cbda: null,
  percent_tac: null,
  thc_dosage_milligrams: null,
  cbd_dosage_milligrams: null,
  net_weight_grams: null,
  quantity_value: null,
  quantity_units: null,
  business_licenses: [],
  lab_results: [],
  lab_result_urls: [],
  compound_names: [],
};

// A photo id stays the same while its URL does (the widget keys photos by id).
const photoId = (url: string) => createHash('sha256').update(url).digest().readUInt32BE(0) >>> 1;

function photosOf(url: string | null): Photo[] {
  return url ? [{ id: photoId(url), position: 0, urls: { extraLarge: url, medium: url, original: url, small: url } }] : [];
}

/** The products row of an item (without its id): `base` is the data of the product it replaces or copies. */
export function productRowOf(item: MenuItem, brandId: number, base: ProductData = EMPTY_PRODUCT_DATA): Omit<Insertable<ProductsTable>, 'id'> {
  const samePhoto = (base.photos?.[0]?.urls.original ?? null) === item.photoUrl;
  const photos = samePhoto ? base.photos : photosOf(item.photoUrl);
  return {
    name: item.name,
    brand_id: brandId,
    kind: item.kind,
    category: item.category,
    // 000 §3: product types are the lineages plus kinds; flower takes its lineage.
    type: item.kind === 'flower' && item.category ? item.category : item.kind,
    root_subtype: null,
    brand_subtype: null,
    url_slug: slugify(item.name),
    description: item.description,
    percent_thc: item.percentThc,
    percent_cbd: item.percentCbd,
    data: JSON.stringify({ ...base, photos, image_urls: photos.map((photo) => photo.urls.original) }),
  };
}

// Ounces and half ounces are bulk; at most 2 of those and 10 of anything else, never more than the stock (as the seed).
const isBulk = (weight: WeightId) => weight === 'ounce' || weight === 'half_ounce';
const cartCap = (weight: WeightId, quantity: number) => Math.min(quantity, isBulk(weight) ? 2 : 10);

function menuDataOf(item: MenuItem, weights: WeightId[], stored: StoredProduct | undefined): MenuProductData {
  const old = stored?.menuData;
  const inventories: Inventory[] = weights.map((weight) => {
    const kept = old?.inventories?.find((inventory) => inventory.price_id === weight);
    return { price_id: weight, quantity: item.weights[weight]!.quantity, bulk: kept?.bulk ?? isBulk(weight), equivalency: kept?.equivalency ?? null, tax: kept?.tax ?? null };
  });
  return {
    applicable_special_ids: [],
    applicable_bundle_special_ids: { qualify: [], discount: [] },
    applicable_brand_special_ids: [],
    applicable_brand_specials_included_user_segments: [],
    applicable_brand_specials_excluded_user_segments: [],
    store_notes: null,
    allow_multiple_flower_count: false,
    ...old,
    inventories,
    inventory_potencies: weights.map((weight) => ({ price_id: weight, percent_thc: item.percentThc, percent_cbd: item.percentCbd })),
    // 000 §4: the explicit default weight counts only while it is available; otherwise the shared rule picks one.
    default_weight: old?.default_weight && weights.includes(old.default_weight) ? old.default_weight : null,
    photo_weights: item.photoUrl ? weights.slice(0, 1) : [],
    max_cart_quantity_by_weight: Object.fromEntries(weights.map((weight) => [weight, cartCap(weight, item.weights[weight]!.quantity)])),
    // A brand special's price for a weight stays only while that weight's price is the one it was worked out from.
    brand_special_prices: (old?.brand_special_prices ?? []).filter((entry) => item.weights[entry.price_id]?.price === entry.price),
  };
}

/** The menu_products row of an item in a store (without its id), keeping what the file does not speak of. */
export function menuRowOf(storeId: number, externalId: string, productId: number, item: MenuItem, stored: StoredProduct | undefined): Omit<Insertable<MenuProductsTable>, 'id'> {
  const weights = WEIGHT_IDS.filter((weight) => item.weights[weight]);
  const prices: Record<string, number | null> = {};
  let lowest: number | null = null;
  for (const weight of WEIGHT_IDS) {
    const offer = item.weights[weight];
    prices[`price_${weight}`] = offer?.price ?? null;
    prices[`discounted_price_${weight}`] = offer?.discounted ?? null;
    // The lowest price a shopper pays here (the range filter's bucket_price), as the seed works it out.
    if (offer) lowest = Math.min(lowest ?? Infinity, offer.discounted ?? offer.price);
  }
  const discounted = weights.some((weight) => item.weights[weight]!.discounted !== null);
  const data = menuDataOf(item, weights, stored);
  return {
    ...prices,
    store_id: storeId,
    product_id: productId,
    external_id: externalId,
    visible: item.visible ? 1 : 0,
    max_cart_quantity: Math.max(0, ...Object.values(data.max_cart_quantity_by_weight)),
    best_seller_rank: stored?.menuRow.best_seller_rank ?? null,
    operator_store_rank: stored?.menuRow.operator_store_rank ?? null,
    lowest_price_cents: lowest,
    // A special's name is shown beside discounted prices; without any, no special is shown for the product.
    special_id: discounted ? (stored?.menuRow.special_id ?? null) : null,
    has_brand_discount: data.brand_special_prices.length > 0 ? 1 : 0,
    recommended: stored?.menuRow.recommended ?? 0,
    data: JSON.stringify(data),
  } as Omit<Insertable<MenuProductsTable>, 'id'>;
}

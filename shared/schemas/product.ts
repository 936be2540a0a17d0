import * as v from 'valibot';
import { NOT_ON_A_CARD, WEIGHT_IDS, type WeightId } from '../types';
import { IdSchema, KindSchema, LineageSchema, WeightIdSchema, nullableNumber, nullableString } from './common';
import { WireMoneySchema } from './money';

const taggedValue = v.looseObject({ id: v.number(), title: v.string(), value: v.string() });
const photo = v.looseObject({
  id: v.number(),
  position: v.number(),
  urls: v.looseObject({ extraLarge: v.string(), medium: v.string(), original: v.string(), small: v.string() }),
});
const nullableMoney = v.nullish(WireMoneySchema);

export const SpecialPriceSchema = v.looseObject({
  special_id: v.number(),
  price: WireMoneySchema,
  discount_price: WireMoneySchema,
  discount_amount: WireMoneySchema,
  discount_type: v.picklist(['percent', 'dollar_amount', 'target_price']),
  discount_percent: nullableNumber,
  special_custom_badge: nullableString,
});

type WeightEntries<P extends string, S> = { [W in WeightId as `${P}${W}`]: S };
function perWeight<P extends string, S>(prefix: P, schema: S): WeightEntries<P, S> {
  return Object.fromEntries(WEIGHT_IDS.map((w) => [`${prefix}${w}`, schema])) as WeightEntries<P, S>;
}

/** 000 §3 Product, as the API sends it. Loose: fields the schema does not name pass through. */
export const ProductSchema = v.looseObject({
  id: IdSchema,
  product_id: IdSchema,
  name: v.string(),
  brand: nullableString,
  brand_subtype: nullableString,
  product_brand_id: v.nullable(IdSchema),
  kind: KindSchema,
  type: v.string(),
  root_subtype: nullableString,
  category: v.nullable(LineageSchema),
  description: v.string(),
  url_slug: v.string(),
  photos: v.array(photo),
  image_urls: v.array(v.string()),
  effects: v.array(taggedValue),
  flavors: v.array(taggedValue),
  terpenes: v.array(v.string()),
  percent_thc: nullableNumber,
  percent_cbd: nullableNumber,
  thc_dosage_milligrams: nullableNumber,
  cbd_dosage_milligrams: nullableNumber,
  aggregate_rating: nullableNumber,
  review_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lowest_available_price: nullableMoney,
});

/** 000 §3 Menu product: the product plus one store's prices (dollars) and specials. */
export const MenuProductSchema = v.looseObject({
  ...ProductSchema.entries,
  ...perWeight('price_', nullableMoney),
  ...perWeight('discounted_price_', nullableMoney),
  ...perWeight('special_price_', v.nullish(SpecialPriceSchema)),
  store_id: IdSchema,
  max_cart_quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  visible: v.boolean(),
  special_id: v.nullable(v.number()),
  available_weights: v.array(WeightIdSchema),
  has_brand_discount: v.boolean(),
  applicable_special_ids: v.array(v.number()),
  applicable_brand_special_ids: v.array(v.number()),
  best_seller_rank: nullableNumber,
  bucket_price: nullableNumber,
});

const cardPhoto = v.looseObject({ id: v.number(), position: v.number(), urls: v.looseObject({ medium: v.optional(v.string()), original: v.optional(v.string()) }) });

const notOnACard: ReadonlySet<string> = new Set(NOT_ON_A_CARD);

/** A menu product as a card shows it (menu_products?fields=card): no NOT_ON_A_CARD field, at most its first photo. */
export const MenuCardSchema = v.looseObject({
  ...Object.fromEntries(Object.entries(MenuProductSchema.entries).filter(([key]) => !notOnACard.has(key))),
  photos: v.pipe(v.array(cardPhoto), v.maxLength(1)),
  inventories: v.array(v.looseObject({ price_id: WeightIdSchema, equivalency: nullableNumber })),
});

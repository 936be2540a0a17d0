import * as v from 'valibot';
import { IdSchema, KindSchema, LineageSchema, textSchema, WeightIdSchema, AppModeSchema } from '../../../shared/schemas/common';
import { NonNegativeWireMoneySchema } from '../../../shared/schemas/money';
import { BRAND_SPECIAL_TYPES, SPECIAL_TYPES } from '../../../shared/types';
import { InstantSchema } from './promoCodeSchema';

// Specials and brand specials as the admin API takes them (docs/api-admin.md § Specials): the wire shapes of
// GET /stores/{id}/specials and GET /brand_specials (000 §3, money in dollars) without what the host derives (id,
// owner, active). The shared response schemas (shared/schemas/special.ts) are loose, as answers must be; these
// are strict about every value, and the whole special is checked again after a PATCH is merged in.

const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item, 'must be a list'), v.maxLength(max, `must hold at most ${max} entries`));
const StateSchema = v.pipe(v.string('must be a state code'), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state or province code'));

const RuleListSchema = v.strictObject(
  {
    kinds: list(KindSchema, 20),
    lineages: list(LineageSchema, 4),
    product_ids: list(IdSchema, 1000),
    states: list(StateSchema, 80),
    store_ids: list(IdSchema, 1000),
    user_segment_ids: list(IdSchema, 100),
    weights: list(WeightIdSchema, 8),
  },
  'is not a rule list field',
);

/** 000 §3 rules: include and exclude lists; bundles add base, qualifier and discountable. */
const SpecialRulesSchema = v.strictObject(
  { include: RuleListSchema, exclude: RuleListSchema, base: v.optional(RuleListSchema), qualifier: v.optional(RuleListSchema), discountable: v.optional(RuleListSchema) },
  'is not a rules section',
);

const BundleSettingsSchema = v.strictObject(
  {
    threshold_number_of_items_in_cart: v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
    max_number_of_discounted_products: v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
    discount_application_method: v.picklist(['cheapest', 'most_expensive'], 'must be one of cheapest, most_expensive'),
    discount_distribution: v.picklist(['each', 'spread'], 'must be one of each, spread'),
  },
  'is not a bundle setting',
);

const Money = NonNegativeWireMoneySchema;
const title = v.pipe(textSchema(120), v.minLength(1, 'must not be empty'));

// The fields both kinds of special share.
const COMMON_ENTRIES = {
  title,
  description: textSchema(2000),
  terms: textSchema(2000),
  discount_type: v.picklist(['percent', 'dollar_amount', 'target_price'], 'must be one of percent, dollar_amount, target_price'),
  discount_percent: v.nullable(v.pipe(v.number('must be a number'), v.finite('must be a number'), v.minValue(0.01, 'must be more than 0'), v.maxValue(100, 'must be at most 100'))),
  discount_dollar_amount: v.nullable(v.pipe(Money, v.minValue(0.01, 'must be more than 0'))),
  discount_target_price: v.nullable(Money),
  rules: SpecialRulesSchema,
  bundle_settings: v.nullable(BundleSettingsSchema),
  enabled: v.boolean('must be true or false'),
  start_time: InstantSchema,
  end_time: InstantSchema,
  // The seed's photos are inline SVG (data:image/svg+xml), hence the length.
  photo: v.nullable(v.pipe(textSchema(20_000), v.regex(/^(\/|https:\/\/|data:image\/)/, 'must be a path, an https:// link or a data:image/ URL'))),
};

const STORE_SPECIAL_ENTRIES = {
  ...COMMON_ENTRIES,
  special_type: v.picklist(SPECIAL_TYPES, `must be one of ${SPECIAL_TYPES.join(', ')}`),
  custom_badge: v.nullable(textSchema(40)),
  bulk_weight_threshold_grams: v.nullable(
    v.pipe(v.number('must be a number'), v.finite('must be a number'), v.minValue(0.5, 'must be at least 0.5'), v.maxValue(1000, 'must be at most 1000')),
  ),
  cart_minimum: v.nullable(Money),
  // 000 §4 "gold flag": a Gold members' special, which the widget shows only under the gold-bundles flag (000 §1).
  gold: v.boolean('must be true or false'),
};

const BRAND_SPECIAL_ENTRIES = {
  ...COMMON_ENTRIES,
  brand_id: IdSchema,
  special_type: v.picklist(BRAND_SPECIAL_TYPES, `must be one of ${BRAND_SPECIAL_TYPES.join(', ')}`),
  discount_label: textSchema(60),
  applicable_weights: list(WeightIdSchema, 8),
  excluded_app_modes: list(AppModeSchema, 8),
};

export type SpecialCommonFields = { [K in keyof typeof COMMON_ENTRIES]: v.InferOutput<(typeof COMMON_ENTRIES)[K]> } & { special_type: string };

// The checks that join fields, for either kind: the discount its type names, a window that is not upside down.
const joinedChecks = <T extends SpecialCommonFields>() =>
  [
    v.forward(
      v.check((s: T) => s.discount_type !== 'percent' || s.discount_percent !== null, 'is needed when discount_type is percent'),
      ['discount_percent' as never],
    ),
    v.forward(
      v.check((s: T) => s.discount_type !== 'dollar_amount' || s.discount_dollar_amount !== null, 'is needed when discount_type is dollar_amount'),
      ['discount_dollar_amount' as never],
    ),
    v.forward(
      v.check((s: T) => s.discount_type !== 'target_price' || s.discount_target_price !== null, 'is needed when discount_type is target_price'),
      ['discount_target_price' as never],
    ),
    v.forward(
      v.check((s: T) => s.start_time === null || s.end_time === null || s.start_time < s.end_time, 'must be after start_time'),
      ['end_time' as never],
    ),
  ] as const;

const NOT_A_FIELD = 'is not a field of a special';

export const StoreSpecialInputSchema = v.partial(v.strictObject(STORE_SPECIAL_ENTRIES, NOT_A_FIELD));
export type StoreSpecialFields = v.InferOutput<ReturnType<typeof v.strictObject<typeof STORE_SPECIAL_ENTRIES, string>>>;

const isBundle = (s: { special_type: string }) => s.special_type === 'bundle' || s.special_type === 'buy_x_get_y' || s.special_type === 'buy_x_and_save';

export const StoreSpecialSchema = v.pipe(
  v.strictObject(STORE_SPECIAL_ENTRIES, NOT_A_FIELD),
  ...joinedChecks<StoreSpecialFields>(),
  v.forward(
    v.check(
      (s) => !isBundle(s) || (s.bundle_settings !== null && !!s.rules.qualifier && !!s.rules.discountable),
      'a bundle needs bundle_settings and rules.qualifier and rules.discountable',
    ),
    ['bundle_settings'],
  ),
  v.forward(
    v.check((s) => s.special_type !== 'bulk' || s.bulk_weight_threshold_grams !== null, 'is needed when special_type is bulk'),
    ['bulk_weight_threshold_grams'],
  ),
  // 000 §1 gold-bundles shows gold bundles; a product special names itself on menu cards and product pages, which the
  // flag does not gate, so only a bundle may be gold.
  v.forward(
    v.check((s) => !s.gold || s.special_type === 'bundle', 'only a bundle can be gold'),
    ['gold'],
  ),
);

export const BrandSpecialInputSchema = v.partial(v.strictObject(BRAND_SPECIAL_ENTRIES, NOT_A_FIELD));
export type BrandSpecialFields = v.InferOutput<ReturnType<typeof v.strictObject<typeof BRAND_SPECIAL_ENTRIES, string>>>;

export const BrandSpecialSchema = v.pipe(
  v.strictObject(BRAND_SPECIAL_ENTRIES, NOT_A_FIELD),
  ...joinedChecks<BrandSpecialFields>(),
  v.forward(
    v.check((s) => !isBundle(s) || s.bundle_settings !== null, 'is needed when special_type is a bundle'),
    ['bundle_settings'],
  ),
);

const emptyRules = () => {
  const none = { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] };
  return { include: { ...none }, exclude: { ...none } };
};

/** What a POST of either kind may leave out. */
export const NEW_SPECIAL = {
  description: '',
  terms: '',
  discount_percent: null,
  discount_dollar_amount: null,
  discount_target_price: null,
  bundle_settings: null,
  enabled: true,
  start_time: null,
  end_time: null,
  photo: null,
};
export const newStoreSpecial = () => ({ ...NEW_SPECIAL, rules: emptyRules(), custom_badge: null, bulk_weight_threshold_grams: null, cart_minimum: null, gold: false });
export const newBrandSpecial = () => ({ ...NEW_SPECIAL, rules: emptyRules(), discount_label: '', applicable_weights: [], excluded_app_modes: [] });

import * as v from 'valibot';
import { KindSchema, LineageSchema, textSchema } from '../../../shared/schemas/common';
import { NonNegativeWireMoneySchema } from '../../../shared/schemas/money';
import { DAY_NAMES, KINDS, LEGAL_TEXT_PAGES, LINEAGES, type Store } from '../../../shared/types';
import { MerchandisingSettingsSchema, type MerchandisingSettings } from '../../merchandising/settings';

// The store settings an operator edits (docs/api-admin.md § Store settings), on the wire as GET /stores/{id}
// answers them (000 §3 Store, money in dollars). No schema of the whole Store exists in shared/schemas yet
// (the widget reads GET /stores/{id} unparsed), so this one is built from the shared pieces: money, kinds,
// lineages, text. Values are checked strictly; a field that is not a setting is refused by name.

const Money = NonNegativeWireMoneySchema;
const flag = v.boolean('must be true or false');
const whole = (min: number, max: number) =>
  v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));
const number = (min: number, max: number) =>
  v.pipe(v.number('must be a number'), v.finite('must be a finite number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => v.picklist(values, `must be one of ${values.join(', ')}`);
const listOf = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item, 'must be a list'), v.maxLength(max, `must hold at most ${max} entries`));

const MINUTES_IN_A_WEEK = 7 * 24 * 60;
const LEGAL_TEXT_MAX = 20_000;
const Clock = v.nullable(v.pipe(v.string('must be a time as HH:MM'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM, from 00:00 to 23:59')));
const Day = oneOf(DAY_NAMES);
const eachDayOnce = (days: readonly { day: string }[]) => new Set(days.map((d) => d.day)).size === days.length;
const ModeHoursSchema = v.strictObject({ day: Day, from: Clock, to: Clock });
const modeWeek = v.pipe(
  listOf(ModeHoursSchema, 7),
  v.check((days) => eachDayOnce(days), 'must name each day at most once'),
);
const workingWeek = v.pipe(
  listOf(v.strictObject({ day: Day, period: v.strictObject({ from: Clock, to: Clock }) }), 7),
  v.check((days) => eachDayOnce(days), 'must name each day at most once'),
);

// 000 §3 Store, per-mode timing: minutes, and the minimum order in dollars.
const ModeTimingSchema = v.pipe(
  v.strictObject(
    {
      min_lead_time: whole(0, MINUTES_IN_A_WEEK),
      max_lead_time: whole(0, MINUTES_IN_A_WEEK),
      interval: whole(1, 24 * 60),
      window: whole(1, 24 * 60),
      last_call_interval: whole(0, 24 * 60),
      max_orders_per_window: v.nullable(whole(1, 10_000)),
      minimum_order: Money,
    },
    'is not a timing field',
  ),
  v.check((t) => t.min_lead_time <= t.max_lead_time, 'min_lead_time must not be above max_lead_time'),
);

const PaymentOptions = listOf(oneOf(['cash', 'debit', 'credit', 'pay_by_bank', 'hosted_card', 'wallet']), 6);
const Position = v.pipe(v.array(number(-180, 180), 'must be [long, lat]'), v.length(2, 'must be [long, lat]'));
const Ring = v.pipe(
  listOf(Position, 1000),
  v.minLength(4, 'must have at least 4 positions'),
  v.check((ring) => ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1], 'must end where it starts'),
);
/** 001 §5: the merchandising service's override must be a valid host URL (the widget falls back to /dm otherwise). */
const ServiceUrl = v.nullable(
  v.pipe(
    textSchema(500),
    v.check((text) => /^https?:\/\/[^\s/?#]+/i.test(text) && URL.canParse(text), 'must be an http:// or https:// URL'),
  ),
);
const labels = <K extends string>(keys: readonly K[], what: string) =>
  v.pipe(
    v.record(v.string(), textSchema(40), 'must be an object of labels'),
    v.check((r) => Object.keys(r).every((key) => (keys as readonly string[]).includes(key)), `keys must be ${what}: ${keys.join(', ')}`),
  ) as unknown as v.GenericSchema<unknown, Partial<Record<K, string>>>;

/** Every setting, grouped as the docs list them; the key names are those of the wire Store. */
const SETTINGS_ENTRIES = {
  // Hours.
  working_hours: workingWeek,
  pickup_hours: modeWeek,
  delivery_hours: modeWeek,
  curbside_hours: modeWeek,
  allow_future_day_ordering: flag,
  allow_off_hours_ordering: flag,
  // Modes.
  pickup: flag,
  delivery: flag,
  curbside: flag,
  pickup_timing: ModeTimingSchema,
  delivery_timing: ModeTimingSchema,
  curbside_timing: ModeTimingSchema,
  pickup_minimum: Money,
  delivery_minimum: Money,
  pickup_id_required: flag,
  delivery_id_required: flag,
  curbside_pickup_setting: oneOf(['allowed', 'not_allowed', 'mandatory']),
  qr_curbside_settings: v.nullable(v.strictObject({ max_spot_number: whole(1, 999), hide_spot_number: flag })),
  kiosk_anonymous_checkout: oneOf(['allowed', 'required', 'none']),
  // Fees.
  delivery_fee_amount: Money,
  service_fee_amount: Money,
  free_delivery_configs: listOf(v.strictObject({ cart_minimum: Money }), 10),
  // Taxes (rates are percents).
  sales_tax_rate: number(0, 100),
  tax_included: flag,
  store_taxes: listOf(
    v.strictObject({
      title: v.pipe(textSchema(80), v.minLength(1, 'must not be empty')),
      rate: number(0, 100),
      is_taxable: flag,
      apply_to_discounted_price: flag,
      apply_to_non_cannabis_items: flag,
    }),
    20,
  ),
  // Delivery zones.
  delivery_config_strategy: oneOf(['radius', 'zipcode', 'geofence']),
  delivery_radius: v.nullable(number(0, 500)),
  delivery_zipcodes: listOf(
    v.strictObject({
      zipcode: v.pipe(v.string('must be a postal code'), v.trim(), v.regex(/^[0-9A-Za-z][0-9A-Za-z -]{2,9}$/, 'must be a postal code')),
      fee: Money,
      min_amount: Money,
      lead_time_minutes: v.nullable(whole(0, MINUTES_IN_A_WEEK)),
      last_call_minutes: v.nullable(whole(0, 24 * 60)),
    }),
    500,
  ),
  delivery_geofences: listOf(
    v.strictObject({
      name: v.optional(v.nullable(textSchema(60))),
      geojson: v.strictObject({ type: v.literal('Polygon', 'must be "Polygon"'), coordinates: listOf(Ring, 20) }),
      fee: Money,
      cart_minimum: Money,
    }),
    50,
  ),
  // Cart limits (000 §3 cart_limit_rules).
  cart_limit_rules: listOf(
    v.strictObject({
      product_group_name: v.pipe(textSchema(80), v.minLength(1, 'must not be empty')),
      limit_value: v.pipe(
        number(0, 100_000),
        v.check((n) => n > 0, 'must be more than 0'),
      ),
      limit_unit: oneOf(['g', 'mg', 'oz', 'each']),
      rule_type: oneOf(['product', 'equivalency']),
      product_types: v.pipe(listOf(v.union([KindSchema, LineageSchema], `must be one of ${[...KINDS, ...LINEAGES].join(', ')}`), 20), v.minLength(1, 'must name a product type')),
    }),
    20,
  ),
  // Tips: custom_amounts are dollars (variant dollar) or percents (variant percentage).
  tip_settings: v.nullable(
    v.pipe(
      v.strictObject({ variant: oneOf(['dollar', 'percentage']), custom_amounts: listOf(Money, 6), enabled_for: listOf(oneOf(['delivery', 'pickup']), 2) }),
      v.forward(
        v.check((t) => t.variant === 'dollar' || t.custom_amounts.every((n) => n <= 100), 'must be at most 100 each when variant is percentage'),
        ['custom_amounts'],
      ),
    ),
  ),
  // Checkout gates.
  guest_checkout_setting: oneOf(['allowed', 'required', 'disabled']),
  checkout_age_minimum: whole(0, 99),
  birth_date_required: flag,
  require_checkout_agreement: flag,
  checkout_agreement_copy: v.nullable(textSchema(2000)),
  checkout_agreement_link: v.nullable(v.pipe(textSchema(500), v.regex(/^(\/|https:\/\/)\S*$/, 'must be a path (/terms) or an https:// link'))),
  pickup_payment_options: PaymentOptions,
  delivery_payment_options: PaymentOptions,
  curbside_payment_options: PaymentOptions,
  prepay: flag,
  // Labels.
  custom_product_type_labels: labels(KINDS, 'kinds'),
  custom_lineage_labels: labels(LINEAGES, 'lineages'),
  specials_row_configs: v.strictObject({ custom_display_name: v.nullable(textSchema(40)) }),
  store_compliance_language_settings: v.strictObject({ bundle: v.optional(v.nullable(textSchema(40))), specials: v.optional(v.nullable(textSchema(40))) }),
  // The legal pages' text (000 §2), by page: plain text or limited markdown the widget shows escaped; null is the default.
  legal_texts: v.strictObject(
    Object.fromEntries(LEGAL_TEXT_PAGES.map((page) => [page, v.optional(v.nullable(textSchema(LEGAL_TEXT_MAX)))])) as Record<
      (typeof LEGAL_TEXT_PAGES)[number],
      v.OptionalSchema<v.NullableSchema<ReturnType<typeof textSchema>, undefined>, undefined>
    >,
    `must name only the legal pages ${LEGAL_TEXT_PAGES.join(', ')}`,
  ),
  menu_tabs: listOf(
    v.strictObject({
      id: v.pipe(v.string('must be text'), v.regex(/^[a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and hyphens')),
      label: v.pipe(textSchema(40), v.minLength(1, 'must not be empty')),
      kinds: listOf(KindSchema, KINDS.length),
    }),
    12,
  ),
  // Merchandising (docs/api-merchandising.md § Store settings).
  merchandising_url: ServiceUrl,
} satisfies Partial<Record<keyof Store, v.GenericSchema>>;

/** Settings kept in the store's data that the public store (GET /stores/{id}) does not show: the operator's own. */
const OPERATOR_ENTRIES = { merchandising: MerchandisingSettingsSchema };
const ALL_ENTRIES = { ...SETTINGS_ENTRIES, ...OPERATOR_ENTRIES };

export type StoreSettingsField = keyof typeof ALL_ENTRIES;
/** The settings GET /stores/{id} also shows. */
export const STORE_SETTINGS_FIELDS = Object.keys(SETTINGS_ENTRIES) as (keyof typeof SETTINGS_ENTRIES)[];
export type StoreSettings = Pick<Store, keyof typeof SETTINGS_ENTRIES> & { merchandising: MerchandisingSettings };

const NOT_A_SETTING = 'is not a setting of this route (docs/api-admin.md lists them)';

/** A PATCH body: any settings, each valid on its own. */
export const StoreSettingsPatchSchema = v.partial(v.strictObject(ALL_ENTRIES, NOT_A_SETTING));

const needsZones = (s: StoreSettings, strategy: StoreSettings['delivery_config_strategy']) => !s.delivery || s.delivery_config_strategy !== strategy;

/** The settings after a PATCH, as a whole: every field, and the rules that join fields. */
export const StoreSettingsSchema = v.pipe(
  v.strictObject(ALL_ENTRIES, NOT_A_SETTING),
  v.forward(
    v.check((s) => needsZones(s as StoreSettings, 'zipcode') || s.delivery_zipcodes.length > 0, 'must list a zip code when delivery_config_strategy is zipcode'),
    ['delivery_zipcodes'],
  ),
  v.forward(
    v.check((s) => needsZones(s as StoreSettings, 'geofence') || s.delivery_geofences.length > 0, 'must list a geofence when delivery_config_strategy is geofence'),
    ['delivery_geofences'],
  ),
  v.forward(
    v.check((s) => needsZones(s as StoreSettings, 'radius') || (s.delivery_radius ?? 0) > 0, 'must be more than 0 when delivery_config_strategy is radius'),
    ['delivery_radius'],
  ),
  v.forward(
    v.check((s) => !s.require_checkout_agreement || !!s.checkout_agreement_copy, 'must not be empty when require_checkout_agreement is true'),
    ['checkout_agreement_copy'],
  ),
);

import * as v from 'valibot';
import { COUNTRY_CODES, DAY_NAMES, TIME_ZONE_NAMES } from '../types';
import { IdSchema, nullableNumber, pagingEntries } from './common';
import { WireMoneySchema } from './money';

const hhmm = v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')));
const modeHours = v.array(v.looseObject({ day: v.picklist(DAY_NAMES), from: hhmm, to: hhmm }));
const workingHours = v.array(v.looseObject({ day: v.picklist(DAY_NAMES), period: v.looseObject({ from: hhmm, to: hhmm }) }));
const timing = v.looseObject({
  min_lead_time: v.number(),
  max_lead_time: v.number(),
  interval: v.number(),
  window: v.number(),
  last_call_interval: v.number(),
  max_orders_per_window: nullableNumber,
  minimum_order: WireMoneySchema,
});
const paymentOptions = v.array(v.string());

/** 000 §3 Store (every group); loose, so settings added later pass through. */
export const StoreSchema = v.looseObject({
  id: IdSchema,
  name: v.string(),
  address: v.string(),
  full_address: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  country_code: v.picklist(COUNTRY_CODES),
  lat: v.number(),
  long: v.number(),
  phone: v.string(),
  rating: nullableNumber,
  reviews_count: v.number(),
  medical: v.boolean(),
  recreational: v.boolean(),
  url_slug: v.string(),
  time_zone_identifier: v.picklist(TIME_ZONE_NAMES),
  product_count: v.number(),
  working_hours: workingHours,
  pickup: v.boolean(),
  delivery: v.boolean(),
  curbside: v.boolean(),
  pickup_hours: modeHours,
  delivery_hours: modeHours,
  curbside_hours: modeHours,
  pickup_timing: timing,
  delivery_timing: timing,
  curbside_timing: timing,
  delivery_fee_amount: WireMoneySchema,
  delivery_radius: nullableNumber,
  delivery_zipcodes: v.array(v.looseObject({ zipcode: v.string(), fee: WireMoneySchema, min_amount: WireMoneySchema })),
  free_delivery_configs: v.array(v.looseObject({ cart_minimum: WireMoneySchema })),
  pickup_payment_options: paymentOptions,
  delivery_payment_options: paymentOptions,
  curbside_payment_options: paymentOptions,
  store_taxes: v.array(v.looseObject({ title: v.string(), rate: v.number(), is_taxable: v.boolean() })),
  sales_tax_rate: v.number(),
  service_fee_amount: WireMoneySchema,
  tax_included: v.boolean(),
  checkout_age_minimum: v.number(),
  hide_prices: v.boolean(),
  cart_limit_rules: v.array(
    v.looseObject({
      product_group_name: v.string(),
      limit_value: v.number(),
      limit_unit: v.string(),
      rule_type: v.picklist(['product', 'equivalency']),
      product_types: v.array(v.string()),
    }),
  ),
});

/** 000 §3 Dispensary search record. */
export const DispensarySearchRecordSchema = v.looseObject({
  id: IdSchema,
  name: v.string(),
  city: v.string(),
  state: v.string(),
  lat: v.number(),
  long: v.number(),
  rating: nullableNumber,
  reviews_count: v.number(),
  pickup: v.boolean(),
  delivery: v.boolean(),
  medical: v.boolean(),
  recreational: v.boolean(),
  url_slug: v.string(),
  time_zone_identifier: v.picklist(TIME_ZONE_NAMES),
  working_hours: workingHours,
});

/** GET /stores answer: `{ stores, nb_hits, page, per_page }`. */
export const StoresPageSchema = v.looseObject({ stores: v.array(DispensarySearchRecordSchema), ...pagingEntries });

/** GET /stores/{id} answer: `{ store }`. */
export const StoreAnswerSchema = v.looseObject({ store: StoreSchema });

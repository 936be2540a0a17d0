import * as v from 'valibot';
import { QUALIFYING_STATUSES, SPECIAL_TYPES } from '../types';
import { IdSchema, WeightIdSchema, nullableNumber, nullableString } from './common';
import { WireMoneySchema } from './money';

const ruleList = v.looseObject({
  kinds: v.array(v.string()),
  lineages: v.array(v.string()),
  product_ids: v.array(v.number()),
  states: v.array(v.string()),
  store_ids: v.array(v.number()),
  user_segment_ids: v.array(v.number()),
  weights: v.array(WeightIdSchema),
});
export const SpecialRulesSchema = v.looseObject({
  include: ruleList,
  exclude: ruleList,
  base: v.optional(ruleList),
  qualifier: v.optional(ruleList),
  discountable: v.optional(ruleList),
});
const discountType = v.picklist(['percent', 'dollar_amount', 'target_price']);
const time = v.nullable(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp')));

/** A store's special (list view). */
export const StoreSpecialSchema = v.looseObject({
  id: IdSchema,
  store_id: IdSchema,
  title: v.string(),
  description: v.string(),
  special_type: v.picklist(SPECIAL_TYPES),
  discount_type: discountType,
  discount_percent: nullableNumber,
  discount_dollar_amount: v.nullable(WireMoneySchema),
  discount_target_price: v.nullable(WireMoneySchema),
  enabled: v.boolean(),
  active: v.boolean(),
  start_time: time,
  end_time: time,
  rules: SpecialRulesSchema,
  gold: v.boolean(),
});

const detailProduct = v.looseObject({ id: v.number(), name: v.string(), photo: nullableString, count: v.number() });

/** 000 §3 / 001 §3 Store special detail view. */
export const StoreSpecialDetailSchema = v.looseObject({
  title: v.string(),
  description: v.string(),
  terms: v.string(),
  type: v.picklist(['bundle', 'other']),
  qualifying_status: v.picklist(QUALIFYING_STATUSES),
  qualified_products: v.array(detailProduct),
  discounted_products: v.array(detailProduct),
  gold: v.boolean(),
});

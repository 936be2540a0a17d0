import * as v from 'valibot';
import { cartAnswerOf, cartChangeOf } from '../cart/serverCart';
import { WEIGHT_IDS } from '../types';
import { ReservationModeSchema, WeightIdSchema, nullableNumber, nullableString } from './common';
import { WireMoneySchema } from './money';

// What the cart calls answer (001 §7), checked at the widget's edge (001 §5: a mismatch is logged and the answer
// still used). Each cart schema reads the wire cart (dollars) into shared/cart's ServerCart (integer cents); the
// same reading (serverCartOf, cartAnswerOf, cartChangeOf) is the best effort for an answer that fails its schema.

const optionalMoney = v.optional(v.nullable(WireMoneySchema));

// 000 §3: price_{weight} and discounted_price_{weight} for every offered weight.
const priceEntries = Object.fromEntries(
  WEIGHT_IDS.flatMap((w) => [
    [`price_${w}`, optionalMoney],
    [`discounted_price_${w}`, optionalMoney],
  ]),
);

/** 001 §3 Cart product. */
const CartProductSchema = v.looseObject({
  id: v.number(),
  price_id: WeightIdSchema,
  count: v.number(),
  name: v.string(),
  brand: nullableString,
  kind: v.string(),
  special_title: v.optional(nullableString),
  ...priceEntries,
});

/** 001 §3 POS cart totals. */
export const PosCartTotalsSchema = v.looseObject({
  delivery_fee: WireMoneySchema,
  total: WireMoneySchema,
  rounding_amount: WireMoneySchema,
  service_fee: WireMoneySchema,
  sales_tax: WireMoneySchema,
  store_tax: WireMoneySchema,
});

const RedemptionSchema = v.looseObject({ id: v.number(), crm_provider: v.string(), reward_name: v.string(), point_value: v.number(), cash_reward: WireMoneySchema });
const AddressSchema = v.looseObject({ street: v.string(), city: v.string(), state_code: v.string(), zipcode: v.string() });

/** 001 §3 Cart on the wire: the fields the widget reads, and the extras docs/api-commerce.md names. */
export const WireCartSchema = v.looseObject({
  uuid: v.string(),
  id: v.number(),
  status: v.string(),
  store: v.nullable(v.looseObject({ id: v.number(), name: v.string() })),
  products: v.array(CartProductSchema),
  reservation_mode: ReservationModeSchema,
  promo_code: nullableString,
  tip_amount: WireMoneySchema,
  item_total: WireMoneySchema,
  order_total: WireMoneySchema,
  discounted_subtotal: WireMoneySchema,
  all_discounts_total: WireMoneySchema,
  delivery_fee_amount: WireMoneySchema,
  service_fee_amount: WireMoneySchema,
  sales_tax_amount: WireMoneySchema,
  sales_tax_rate: v.number(),
  store_tax_amount: WireMoneySchema,
  tax_included: v.boolean(),
  crm_redemptions: v.array(RedemptionSchema),
  unavailable_products: v.array(v.looseObject({ id: v.number(), price_id: WeightIdSchema })),
  special_has_changed: v.boolean(),
  brand_special_has_changed: v.boolean(),
  max_specials_per_cart: nullableNumber,
  is_open: v.boolean(),
  delivery_address: v.optional(v.nullable(AddressSchema)),
  promo_code_status: v.optional(nullableString),
  delivery_status: v.optional(nullableString),
  delivery_minimum: optionalMoney,
  delivery_rule: v.optional(v.nullable(v.picklist(['zipcode', 'geofence', 'radius']))),
  delivery_reason: v.optional(nullableString),
  delivery_lead_time_minutes: v.optional(nullableNumber),
  delivery_last_call_minutes: v.optional(nullableNumber),
  free_delivery_minimum: optionalMoney,
  pos: v.optional(v.nullable(PosCartTotalsSchema)),
});

/** 001 §3 Bundle possibilities. */
export const BundlePossibilitiesSchema = v.looseObject({
  status: v.picklist(['none', 'qualified', 'applied', 'not_qualified']),
  special_id: nullableNumber,
  discountable_product_ids: v.array(v.number()),
  gold: v.optional(v.boolean()),
});

/** `{ cart }`: GET and PATCH /carts and every other call answering the cart. */
export const CartAnswerSchema = v.pipe(
  v.looseObject({ cart: WireCartSchema }),
  v.transform((wire) => cartAnswerOf(wire)),
);

/** POST, PATCH and DELETE /cart_products: `{ cart_uuid?, cart, bundle }` (one request per cart change, DESIGN §3). */
export const CartChangeAnswerSchema = v.pipe(
  v.looseObject({ cart_uuid: v.optional(v.string()), cart: WireCartSchema, bundle: v.optional(v.nullable(BundlePossibilitiesSchema)) }),
  v.transform((wire) => cartChangeOf(wire)),
);

/** GET /carts/lookup_sales_tax_rate. */
export const SalesTaxAnswerSchema = v.looseObject({ sales_tax_rate: v.number(), sales_tax_amount: WireMoneySchema, store_tax_amount: WireMoneySchema });

/** POST /carts/initiate_crm_auth. */
export const CrmAuthAnswerSchema = v.looseObject({ message: v.string() });

const RewardSchema = v.looseObject({ reward_name: v.string(), point_value: v.number(), cash_reward: WireMoneySchema, max_count: v.number() });

/** 001 §3 CRM integration response: the store's program with the shopper's own standing (docs/api-commerce.md § CRM). */
export const CrmIntegrationAnswerSchema = v.looseObject({
  crm_integration: v.nullable(
    v.looseObject({
      signed_up: v.boolean(),
      points: v.number(),
      offers: v.array(v.string()),
      redeemable_rewards: v.array(RewardSchema),
      automatic_redemption: v.boolean(),
      wallet_state: v.picklist(['locked', 'unlocked']),
      provider: v.string(),
      crm_member_id: v.optional(nullableString),
    }),
  ),
  integration_type: v.nullable(v.string()),
  error: v.nullable(v.string()),
});
export type CrmIntegrationAnswer = v.InferOutput<typeof CrmIntegrationAnswerSchema>;

/** 001 §3 Checkout result (001 §5: checked against this schema; a mismatch is logged, still used). */
export const CheckoutResultSchema = v.looseObject({
  message: v.string(),
  warning_message: v.optional(v.string()),
  reservation: v.looseObject({
    uuid: v.string(),
    id: v.number(),
    amount: WireMoneySchema,
    delivery_started_at: nullableString,
    delivery_finished_at: nullableString,
    payment_method: nullableString,
    message: nullableString,
  }),
  contact: v.optional(v.looseObject({ is_registered: v.boolean() })),
});

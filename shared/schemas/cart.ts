import * as v from 'valibot';
import { FORM_MESSAGES } from '../forms/formMessages';
import { isValidEmail } from '../forms/email';
import { isValidUsPhone } from '../forms/usPhone';
import { AppModeSchema, IdSchema, IsoDateSchema, ReservationModeSchema, UuidSchema, WeightIdSchema, textSchema } from './common';
import { NonNegativeWireMoneySchema } from './money';

/** A cart line never holds more than this many units; a store's max_cart_quantity may allow fewer. */
export const MAX_CART_LINE_COUNT = 99;

/**
 * 001 §3 Delivery address; 001 §4: setting one needs a non-empty street, and only the street: the widget
 * saves an address while the shopper is still typing the rest. lat/long are optional hints for a
 * geofence or radius delivery area.
 */
export const DeliveryAddressSchema = v.object({
  street: v.pipe(textSchema(200), v.nonEmpty(FORM_MESSAGES.required)),
  city: v.optional(textSchema(100), ''),
  state_code: v.optional(textSchema(10), ''),
  zipcode: v.optional(textSchema(10), ''),
  lat: v.optional(v.nullable(v.pipe(v.number('must be a latitude'), v.minValue(-90, 'must be at least -90'), v.maxValue(90, 'must be at most 90')))),
  long: v.optional(v.nullable(v.pipe(v.number('must be a longitude'), v.minValue(-180, 'must be at least -180'), v.maxValue(180, 'must be at most 180')))),
});

const count = v.pipe(
  v.number('Please enter a numeric value.'),
  v.integer('must be a whole number'),
  v.minValue(1, 'Please enter a numeric value greater than or equal to 1.'),
  v.maxValue(MAX_CART_LINE_COUNT, `Please enter a numeric value less than or equal to ${MAX_CART_LINE_COUNT}.`),
);

// 001 §7 tags: the widget sends a list of strings; a partner may send a map of names to values.
// The count is checked after the union: an array also passes as a record, so a cap inside the list
// branch alone would let a long list through as a map.
const MAX_TAGS = 20;
const tags = v.optional(
  v.pipe(
    v.union([v.array(textSchema(200)), v.record(textSchema(50), v.nullable(textSchema(200)))], 'must be a list or map of tags'),
    v.check((t) => Object.keys(t).length <= MAX_TAGS, `must hold at most ${MAX_TAGS} tags`),
  ),
);

/** 001 §7 POST /cart_products body; answers `{ cart_uuid }`. A first add has no cart uuid yet. */
export const CartProductBodySchema = v.object({
  app_mode: v.optional(AppModeSchema),
  app_mode_name: v.optional(v.nullable(textSchema(100))),
  cart_uuid: v.optional(v.nullable(UuidSchema)),
  j_device_id: v.optional(v.nullable(textSchema(64))),
  product: v.object({
    count,
    price_id: WeightIdSchema,
    product_id: IdSchema,
    recommended: v.optional(v.boolean('must be true or false'), false),
  }),
  store_id: IdSchema,
  tags,
  user_agent: v.optional(v.nullable(textSchema(500))),
});

/** 001 §7 PATCH /cart_products/{productId} body. */
export const CartProductPatchSchema = v.object({
  cart_uuid: UuidSchema,
  product: v.object({ count, price_id: WeightIdSchema }),
});

/** 001 §7 DELETE /cart_products/{productId} query. */
export const CartProductDeleteSchema = v.object({ cart_uuid: UuidSchema, price_id: WeightIdSchema });

/** 001 §7 PATCH /carts body. */
export const CartPatchSchema = v.object({
  uuid: UuidSchema,
  delivery_address: v.optional(v.nullable(DeliveryAddressSchema)),
  user_id: v.optional(v.nullable(IdSchema)),
  reservation_mode: v.optional(ReservationModeSchema),
  user_group_special_id: v.optional(v.nullable(IdSchema)),
  promo_code: v.optional(v.nullable(textSchema(64))),
  tip_amount: v.optional(NonNegativeWireMoneySchema),
});

/** 001 §7 PATCH /carts/optimize_specials body. */
export const OptimizeSpecialsSchema = v.object({
  uuid: UuidSchema,
  user_group_special_id: v.optional(v.nullable(IdSchema)),
  reservation_mode: v.optional(ReservationModeSchema),
  promo_code: v.optional(v.nullable(textSchema(64))),
  delivery_address: v.optional(v.nullable(DeliveryAddressSchema)),
});

export const PAYMENT_METHODS = ['cash', 'debit', 'credit', 'pay_by_bank', 'hosted_card', 'wallet'] as const;

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);
// An unchosen option (the form's '') says so in 001 §5 words rather than listing the methods.
const paymentMethod = v.pipe(
  v.string('must be a payment method'),
  v.check(isPaymentMethod, (issue) => (issue.input === '' ? FORM_MESSAGES.required : `must be one of ${PAYMENT_METHODS.join(', ')}`)),
  v.transform((value) => value as PaymentMethod),
);

/** A guest's contact details at checkout (guest checkout, 001 §1); a phone, when given, must be a US one. */
export const GuestContactSchema = v.object({
  first_name: v.pipe(textSchema(100), v.nonEmpty(FORM_MESSAGES.required)),
  last_name: v.pipe(textSchema(100), v.nonEmpty(FORM_MESSAGES.required)),
  email: v.pipe(textSchema(254), v.nonEmpty(FORM_MESSAGES.required), v.check(isValidEmail, FORM_MESSAGES.email)),
  phone: v.optional(v.pipe(textSchema(32), v.check(isValidUsPhone, FORM_MESSAGES.phone))),
  birth_date: v.optional(v.nullable(IsoDateSchema)),
});

/**
 * 001 §7 POST /carts/checkout body ("payload not shown (includes payment_method)"), keyed by `cart_uuid`
 * as every cart_products call is. Absent fields keep what the cart holds (mode, address, tip).
 * `expected_total` lets the server refuse with 'Your total has been updated' (001 §8) when the cart
 * changed under the shopper; `idempotency_key` makes a retried checkout return the first reservation.
 */
export const CheckoutBodySchema = v.object({
  cart_uuid: UuidSchema,
  payment_method: paymentMethod,
  reservation_mode: v.optional(ReservationModeSchema),
  /** ISO 8601 start of the chosen window; absent means as soon as possible. */
  reservation_start_window: v.optional(v.nullable(v.pipe(textSchema(40), v.isoTimestamp('must be an ISO 8601 time')))),
  delivery_address: v.optional(v.nullable(DeliveryAddressSchema)),
  tip_amount: v.optional(NonNegativeWireMoneySchema),
  promo_code: v.optional(v.nullable(textSchema(64))),
  expected_total: v.optional(NonNegativeWireMoneySchema),
  idempotency_key: v.optional(v.pipe(textSchema(100), v.nonEmpty(FORM_MESSAGES.required))),
  contact: v.optional(GuestContactSchema),
  birth_date: v.optional(v.nullable(IsoDateSchema)),
  agreement_accepted: v.optional(v.boolean('must be true or false')),
  curbside: v.optional(v.object({ spot_number: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999))), vehicle: v.optional(textSchema(120)) })),
  notes: v.optional(textSchema(500)),
  app_mode: v.optional(AppModeSchema),
});

import * as v from 'valibot';
import { NonNegativeWireMoneySchema } from '../../../shared/schemas/money';

// A store's promo code as the admin API shows and takes it (docs/api-admin.md § Promo codes): the promo_codes
// row (tables.ts) with money in dollars. No shared schema exists for it: codes are secret, so no public answer has one.

/** An ISO-8601 instant, kept as the database keeps times (toISOString, UTC), so comparisons as text hold. */
export const InstantSchema = v.nullable(
  v.pipe(
    v.string('must be an ISO-8601 time'),
    v.trim(),
    v.isoTimestamp('must be an ISO-8601 time such as 2026-12-31T23:59:59Z'),
    v.transform((text) => new Date(text).toISOString()),
  ),
);

const limit = v.nullable(
  v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1 (null: no limit)'), v.maxValue(1_000_000, 'must be at most 1000000')),
);

const PROMO_CODE_ENTRIES = {
  // 001 §3 promo_code: the shopper types it; the engine matches it ignoring case and surrounding spaces.
  code: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(40, 'must be at most 40 characters'),
    v.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ and - only'),
  ),
  discount_type: v.picklist(['percent', 'dollar_amount'], 'must be one of percent, dollar_amount'),
  discount_percent: v.nullable(v.pipe(v.number('must be a number'), v.finite('must be a number'), v.minValue(0.01, 'must be more than 0'), v.maxValue(100, 'must be at most 100'))),
  discount_dollar_amount: v.nullable(v.pipe(NonNegativeWireMoneySchema, v.minValue(0.01, 'must be more than 0'))),
  cart_minimum: v.nullable(NonNegativeWireMoneySchema),
  start_time: InstantSchema,
  end_time: InstantSchema,
  enabled: v.boolean('must be true or false'),
  max_uses: limit,
  max_uses_per_customer: limit,
};

const NOT_A_FIELD = 'is not a field of a promo code';

/** What a POST or PATCH may send: any fields, each valid on its own. */
export const PromoCodeInputSchema = v.partial(v.strictObject(PROMO_CODE_ENTRIES, NOT_A_FIELD));

/** A whole promo code after the input is merged in: its discount is the one its type names, and its window is not upside down. */
export const PromoCodeSchema = v.pipe(
  v.strictObject(PROMO_CODE_ENTRIES, NOT_A_FIELD),
  v.forward(
    v.check((p) => p.discount_type !== 'percent' || p.discount_percent !== null, 'is needed when discount_type is percent'),
    ['discount_percent'],
  ),
  v.forward(
    v.check((p) => p.discount_type !== 'dollar_amount' || p.discount_dollar_amount !== null, 'is needed when discount_type is dollar_amount'),
    ['discount_dollar_amount'],
  ),
  v.forward(
    v.check((p) => p.start_time === null || p.end_time === null || p.start_time < p.end_time, 'must be after start_time'),
    ['end_time'],
  ),
);

export type PromoCodeInput = v.InferOutput<typeof PromoCodeInputSchema>;
export type PromoCodeFields = v.InferOutput<typeof PromoCodeSchema>;

/** What a POST leaves out. */
export const NEW_PROMO_CODE: Omit<PromoCodeFields, 'code' | 'discount_type'> = {
  discount_percent: null,
  discount_dollar_amount: null,
  cart_minimum: null,
  start_time: null,
  end_time: null,
  enabled: true,
  max_uses: null,
  max_uses_per_customer: null,
};

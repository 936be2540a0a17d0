// Valibot schemas for what /api/v1 sends and receives (STYLE §4). Request schemas are strict about
// values and strip unknown keys (the host answers 400 `{ message, validations }`); response schemas are
// loose (unknown keys pass) and used with parseResponse (001 §5: a mismatch is logged, the answer used).
export { WireMoneySchema, NonNegativeWireMoneySchema } from './money';
export { IdSchema, textSchema, UuidSchema, ReservationModeSchema, AppModeSchema } from './common';
export { parseResponse } from './parseResponse';
export { ProductSchema, MenuProductSchema, MenuCardSchema } from './product';
export { StoreSpecialSchema, StoreSpecialDetailSchema } from './special';
export { REVIEW_COMMENT_MAX_LENGTH, REVIEW_NICKNAME_MAX_LENGTH, REVIEW_TAGS_MAX, ReviewBodySchema } from './review';
export type { ReviewBody } from './review';
export {
  DeliveryAddressSchema,
  CartProductBodySchema,
  CartProductPatchSchema,
  CartProductDeleteSchema,
  CartPatchSchema,
  OptimizeSpecialsSchema,
  CheckoutBodySchema,
  MAX_CART_LINE_COUNT,
} from './cart';
export { CartAnswerSchema, CartChangeAnswerSchema, CheckoutResultSchema } from './cartAnswers';

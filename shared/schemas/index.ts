// Valibot schemas for what /api/v1 sends and receives (STYLE §4). Request schemas are strict about
// values and strip unknown keys (the host answers 400 `{ message, validations }`); response schemas are
// loose (unknown keys pass) and used with parseResponse (001 §5: a mismatch is logged, the answer used).
export { WireMoneySchema, NonNegativeWireMoneySchema, MAX_WIRE_DOLLARS } from './money';
export {
  IdSchema, MAX_ID, textSchema, UuidSchema, WeightIdSchema, KindSchema, LineageSchema, ReservationModeSchema,
  AppModeSchema, IsoDateSchema,
} from './common';
export { parseResponse } from './parseResponse';
export type { SchemaMismatch } from './parseResponse';
export { ProductSchema, MenuProductSchema, SpecialPriceSchema } from './product';
export { StoreSpecialSchema, StoreSpecialDetailSchema, SpecialRulesSchema } from './special';
export { ReviewBodySchema, REVIEW_COMMENT_MAX_LENGTH, REVIEW_TAGS_MAX } from './review';
export type { ReviewBody } from './review';
export {
  DeliveryAddressSchema, CartProductBodySchema, CartProductPatchSchema, CartProductDeleteSchema, CartPatchSchema,
  OptimizeSpecialsSchema, CheckoutBodySchema, GuestContactSchema, PAYMENT_METHODS, MAX_CART_LINE_COUNT,
} from './cart';
export {
  WireCartSchema, CartAnswerSchema, CartChangeAnswerSchema, CheckoutResultSchema, BundlePossibilitiesSchema,
  PosCartTotalsSchema, SalesTaxAnswerSchema, CrmAuthAnswerSchema,
} from './cartAnswers';

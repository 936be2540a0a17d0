// Valibot schemas for what /api/v1 sends and receives (STYLE §4). Request schemas are strict about
// values and strip unknown keys (the host answers 400 `{ message, validations }`); response schemas are
// loose (unknown keys pass) and used with parseResponse (001 §5: a mismatch is logged, the answer used).
export { toCents, fromCents, WireMoneySchema, NonNegativeWireMoneySchema, MAX_WIRE_DOLLARS } from './money';
export {
  IdSchema, MAX_ID, textSchema, UuidSchema, WeightIdSchema, KindSchema, LineageSchema, ReservationModeSchema,
  AppModeSchema, IsoDateSchema, ApiErrorSchema, pagingEntries,
} from './common';
export type { ApiErrorBody } from './common';
export { parseResponse, parseRequest } from './parseResponse';
export type { SchemaMismatch } from './parseResponse';
export { ProductSchema, MenuProductSchema, SpecialPriceSchema } from './product';
export {
  MenuProductsQuerySchema, MenuProductsPageSchema, SearchFacetsSchema, menuProductsQueryString,
  MENU_DEFAULT_PER_PAGE, MENU_MAX_PER_PAGE, MENU_MAX_QUERY_LENGTH, MENU_MAX_FILTER_VALUES,
} from './menuProducts';
export type { MenuProductsQuery } from './menuProducts';
export { StoreSchema, DispensarySearchRecordSchema, StoresPageSchema, StoreAnswerSchema } from './store';
export { BrandSchema, BrandsPageSchema, BrandAnswerSchema } from './brand';
export {
  BrandSpecialSchema, StoreSpecialSchema, StoreSpecialDetailSchema, SpecialRulesSchema,
  StoreSpecialsAnswerSchema, BrandSpecialsAnswerSchema,
} from './special';
export { ReviewSchema, ReviewsPageSchema, ReviewBodySchema, REVIEW_COMMENT_MAX_LENGTH, REVIEW_TAGS_MAX } from './review';
export type { ReviewBody } from './review';
export {
  DeliveryAddressSchema, CartProductBodySchema, CartProductPatchSchema, CartProductDeleteSchema, CartPatchSchema,
  OptimizeSpecialsSchema, CheckoutBodySchema, GuestContactSchema, PAYMENT_METHODS, MAX_CART_LINE_COUNT,
} from './cart';
export {
  WireCartSchema, CartSchema, CartAnswerSchema, CartChangeAnswerSchema, CheckoutResultSchema, BundlePossibilitiesSchema,
  PosCartTotalsSchema, SalesTaxAnswerSchema, CrmAuthAnswerSchema,
} from './cartAnswers';
export type { CartProductBody, CartPatch, CheckoutBody } from './cart';
export { SessionBodySchema, RegistrationBodySchema, UserUpdateBodySchema } from './session';
export type { SessionBody, RegistrationBody, UserUpdateBody } from './session';
export {
  CustomerSchema, UserAnswerSchema, CrmIntegrationResponseSchema, IdentificationDocumentSchema, DocumentPatchSchema,
} from './customer';

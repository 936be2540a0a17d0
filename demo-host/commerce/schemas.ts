import * as v from 'valibot';
import { AppModeSchema, DeliveryAddressSchema, IdSchema, ReservationModeSchema, UuidSchema, textSchema } from '../../shared/schemas';
import { isValidVerificationCode } from '../../shared/forms';
import { Id } from '../http';

// Request schemas of the commerce routes that have no shared counterpart: query strings (values arrive
// as text) and host-only calls. Bodies the widget sends (POST/PATCH /cart_products, PATCH /carts,
// optimize_specials, checkout) are validated with shared/schemas, so both sides agree (STYLE §4).

export const ProductIdParams = v.object({ productId: Id });
export const CartUuidInput = v.object({ cart_uuid: UuidSchema });
export const UuidQuery = v.object({ uuid: UuidSchema });
export const IdParams = v.object({ id: Id });

export const CreateCartBody = v.object({
  store_id: v.optional(IdSchema),
  app_mode: v.optional(AppModeSchema),
  reservation_mode: v.optional(ReservationModeSchema),
  j_device_id: v.optional(textSchema(64)),
  user_agent: v.optional(textSchema(500)),
});

const AddressQuery = {
  /** The address as one JSON query value (`delivery_address={"street":…}`), as 001 §7 names it. */
  delivery_address: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(1000, 'must be at most 1000 characters'),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return JSON.parse(dataset.value) as unknown;
        } catch {
          addIssue({ message: 'must be a JSON delivery address' });
          return NEVER;
        }
      }),
      DeliveryAddressSchema,
    ),
  ),
  street: v.optional(textSchema(200)),
  city: v.optional(textSchema(100)),
  state_code: v.optional(textSchema(10)),
  zipcode: v.optional(textSchema(10)),
};
export const GetCartQuery = v.object({ uuid: UuidSchema, ...AddressQuery });
export const GetForUserQuery = v.object({ uuid: v.optional(UuidSchema), app_mode: v.optional(AppModeSchema), store_id: v.optional(Id) });
export const SalesTaxQuery = v.object({ uuid: UuidSchema, reservation_mode: v.optional(ReservationModeSchema), ...AddressQuery });
export const BundleQuery = v.object({ uuid: UuidSchema, touched_product_id: v.optional(Id) });
export const PosCartQuery = v.object({ cart_uuid: UuidSchema, ...AddressQuery });

export const ApplyCrmBody = v.object({
  cart_uuid: UuidSchema,
  reward_name: textSchema(100),
  crm_provider: v.optional(textSchema(50)),
  point_value: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0, 'must be at least 0'))),
  delivery_address: v.optional(v.nullable(DeliveryAddressSchema)),
});
// DELETE takes the id from the query (text) or a JSON body (a number).
export const RemoveCrmInput = v.object({ cart_uuid: UuidSchema, id: v.union([IdSchema, Id], 'must be an id'), crm_provider: v.optional(textSchema(50)) });
// 001 §5 verification code: letters and digits only once whitespace is stripped, length 6.
const VerificationCode = v.pipe(textSchema(20), v.check(isValidVerificationCode, 'must be 6 letters or digits'));
const MemberLookup = { crm_member_id: v.optional(textSchema(100)), email: v.optional(textSchema(254)) };
export const CrmIntegrationQuery = v.object({ ...MemberLookup, auth_code: v.optional(VerificationCode) });
export const InitiateCrmAuthBody = v.object({ cart_uuid: UuidSchema, ...MemberLookup });

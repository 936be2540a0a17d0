import * as v from 'valibot';
import { RESERVATION_MODES } from '../../shared/constants';
import { APP_MODES } from '../../shared/types';
import { WEIGHT_IDS } from '../../shared/weights';

// Request schemas of every commerce route (STYLE §4: parse untrusted input at the edge).

const MAX_ID = 2_147_483_647;
export const BodyId = v.pipe(v.number('must be an id'), v.integer('must be an integer id'), v.minValue(1, 'must be at least 1'), v.maxValue(MAX_ID, `must be at most ${MAX_ID}`));
export const QueryId = v.pipe(
  v.string('must be an id'),
  v.regex(/^\d{1,10}$/, 'must be a positive integer id'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_ID, `must be at most ${MAX_ID}`),
);
export const Uuid = v.pipe(v.string('must be a cart uuid'), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a uuid'));
export const PriceId = v.picklist(WEIGHT_IDS, `must be one of ${WEIGHT_IDS.join(', ')}`);
export const AppMode = v.picklist(APP_MODES, `must be one of ${APP_MODES.join(', ')}`);
export const ReservationMode = v.picklist(RESERVATION_MODES, `must be one of ${RESERVATION_MODES.join(', ')}`);
export const Count = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(1000, 'must be at most 1000'));
const text = (max: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const Dollars = v.pipe(v.number('must be an amount'), v.minValue(0, 'must be at least 0'), v.maxValue(1_000_000, 'must be at most 1000000'));

/** 001 §3 Delivery address; 001 §4: setting one needs a non-empty street. lat/long are optional hints. */
export const DeliveryAddress = v.object({
  street: v.pipe(text(200), v.minLength(1, 'Please fill out this field.')),
  city: v.optional(text(100), ''),
  state_code: v.optional(text(10), ''),
  zipcode: v.optional(text(10), ''),
  lat: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
  long: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
});

const Tags = v.optional(v.union([v.pipe(v.array(text(200)), v.maxLength(20)), v.record(text(50), v.nullable(text(200)))], 'must be a list or map of tags'));

export const CreateCartBody = v.object({
  store_id: v.optional(BodyId),
  app_mode: v.optional(AppMode),
  reservation_mode: v.optional(ReservationMode),
  j_device_id: v.optional(text(64)),
  user_agent: v.optional(text(500)),
});

export const AddProductBody = v.object({
  app_mode: v.optional(AppMode, 'default'),
  app_mode_name: v.optional(v.nullable(text(100))),
  cart_uuid: v.optional(v.nullable(Uuid)),
  j_device_id: v.optional(v.nullable(text(64))),
  product: v.object({ count: Count, price_id: PriceId, product_id: BodyId, recommended: v.optional(v.boolean('must be true or false'), false) }),
  store_id: BodyId,
  tags: Tags,
  user_agent: v.optional(v.nullable(text(500))),
});

export const UpdateProductBody = v.object({
  cart_uuid: Uuid,
  product: v.object({ count: Count, price_id: PriceId }),
});
export const DeleteProductInput = v.object({ cart_uuid: Uuid, price_id: PriceId });
export const ProductIdParams = v.object({ productId: QueryId });
export const CartUuidInput = v.object({ cart_uuid: Uuid });
export const UuidQuery = v.object({ uuid: Uuid });

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
      DeliveryAddress,
    ),
  ),
  street: v.optional(text(200)),
  city: v.optional(text(100)),
  state_code: v.optional(text(10)),
  zipcode: v.optional(text(10)),
};
export const GetCartQuery = v.object({ uuid: Uuid, ...AddressQuery });
export const GetForUserQuery = v.object({ uuid: v.optional(Uuid), app_mode: v.optional(AppMode), store_id: v.optional(QueryId) });

export const PatchCartBody = v.object({
  uuid: Uuid,
  delivery_address: v.optional(v.nullable(DeliveryAddress)),
  user_id: v.optional(v.nullable(BodyId)),
  reservation_mode: v.optional(ReservationMode),
  user_group_special_id: v.optional(v.nullable(BodyId)),
  promo_code: v.optional(v.nullable(text(50))),
  tip_amount: v.optional(Dollars),
});
export const OptimizeSpecialsBody = v.object({
  uuid: Uuid,
  user_group_special_id: v.optional(v.nullable(BodyId)),
  reservation_mode: v.optional(ReservationMode),
  promo_code: v.optional(v.nullable(text(50))),
  delivery_address: v.optional(v.nullable(DeliveryAddress)),
});
export const SalesTaxQuery = v.object({ uuid: Uuid, reservation_mode: v.optional(ReservationMode), ...AddressQuery });
export const BundleQuery = v.object({ uuid: Uuid, touched_product_id: v.optional(QueryId) });
export const PosCartQuery = v.object({ cart_uuid: Uuid, ...AddressQuery });

export const ApplyCrmBody = v.object({
  cart_uuid: Uuid,
  reward_name: text(100),
  crm_provider: v.optional(text(50)),
  point_value: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  delivery_address: v.optional(v.nullable(DeliveryAddress)),
});
export const RemoveCrmInput = v.object({ cart_uuid: Uuid, id: v.union([BodyId, QueryId], 'must be an id'), crm_provider: v.optional(text(50)) });
export const CrmIntegrationQuery = v.object({ crm_member_id: v.optional(text(100)), auth_code: v.optional(text(20)), email: v.optional(text(254)) });
export const IdParams = v.object({ id: QueryId });

export const Contact = v.object({
  first_name: v.pipe(text(100), v.minLength(1, 'Please fill out this field.')),
  last_name: v.pipe(text(100), v.minLength(1, 'Please fill out this field.')),
  email: v.pipe(text(254), v.minLength(1, 'Please fill out this field.')),
  phone: v.optional(text(30)),
  birth_date: v.optional(v.nullable(text(10))),
});

export const CheckoutBody = v.object({
  cart_uuid: Uuid,
  payment_method: v.pipe(text(30), v.minLength(1, 'Please fill out this field.')),
  reservation_mode: v.optional(ReservationMode),
  /** The order_total the shopper saw, in dollars: a different total answers 'Your total has been updated'. */
  expected_total: v.optional(Dollars),
  /** ISO 8601 start of the chosen window; absent means as soon as possible. */
  reservation_start_window: v.optional(v.nullable(v.pipe(text(40), v.isoTimestamp('must be an ISO 8601 time')))),
  delivery_address: v.optional(v.nullable(DeliveryAddress)),
  birth_date: v.optional(v.nullable(v.pipe(text(10), v.isoDate('must be a date YYYY-MM-DD')))),
  agreement_accepted: v.optional(v.boolean('must be true or false')),
  contact: v.optional(Contact),
  notes: v.optional(text(500)),
  tip_amount: v.optional(Dollars),
  idempotency_key: v.optional(text(100)),
});

import type { CartChange, ServerCart } from '../../shared/cart/serverCart';
import { cartAnswerOf, cartChangeOf } from '../../shared/cart/serverCart';
import {
  CartAnswerSchema,
  CartChangeAnswerSchema,
  CrmAuthAnswerSchema,
  CrmIntegrationAnswerSchema,
  SalesTaxAnswerSchema,
  type CrmIntegrationAnswer,
} from '../../shared/schemas/cartAnswers';
import type { AppMode, DeliveryAddress, WeightId } from '../../shared/types';
import type { ReservationMode } from '../../shared/constants';
import type { QueryParams } from '../../shared/routes';
import type { Http, RequestOptions } from './createHttp';

// 001 §7: the cart calls, verb-first (STYLE: one data layer). Every answer is read against its schema here, once,
// into the typed cart in cents (shared/cart ServerCart; 001 §5: a mismatch is logged and the answer still used).
// Failures the cart handles itself are quiet.

const addressQuery = (address: DeliveryAddress | null | undefined): QueryParams =>
  address ? { street: address.street, city: address.city, state_code: address.state_code, zipcode: address.zipcode } : {};

const cartAnswer: RequestOptions<{ cart: ServerCart }> = { schema: CartAnswerSchema, fallback: cartAnswerOf, quiet: true };
const changeAnswer: RequestOptions<CartChange> = { schema: CartChangeAnswerSchema, fallback: cartChangeOf, quiet: true };

export interface AddToCartInput {
  readonly app_mode: AppMode;
  readonly app_mode_name: string;
  readonly cart_uuid: string | null;
  readonly j_device_id: string;
  readonly product: { count: number; price_id: WeightId; product_id: number; recommended: boolean };
  readonly store_id: number;
  readonly tags: string[];
  readonly user_agent: string;
}

/** POST /cart_products: the answer is the whole change (docs/api-commerce.md: the priced cart and the bundle prompt). */
export function addToCart(http: Http, input: AddToCartInput): Promise<CartChange> {
  return http.post('/cart_products', input, changeAnswer);
}

export function updateCartProduct(http: Http, uuid: string, productId: number, product: { count: number; price_id: WeightId }): Promise<CartChange> {
  return http.request('PATCH', `/cart_products/${productId}`, { ...changeAnswer, body: { cart_uuid: uuid, product } });
}

export function deleteCartProduct(http: Http, uuid: string, productId: number, weight: WeightId): Promise<CartChange> {
  return http.request('DELETE', `/cart_products/${productId}`, { ...changeAnswer, query: { cart_uuid: uuid, price_id: weight } });
}

export async function deleteUnavailableProducts(http: Http, uuid: string): Promise<ServerCart> {
  return (await http.request('DELETE', '/cart_products/unavailable', { ...cartAnswer, query: { cart_uuid: uuid } })).cart;
}

export async function retrieveCart(http: Http, uuid: string, address?: DeliveryAddress | null, signal?: AbortSignal): Promise<ServerCart> {
  return (await http.get('/carts', { ...cartAnswer, query: { uuid, ...addressQuery(address) }, signal })).cart;
}

export interface UpdateCartInput {
  readonly uuid: string;
  readonly reservation_mode?: ReservationMode;
  readonly delivery_address?: DeliveryAddress | null;
  readonly promo_code?: string | null;
  readonly tip_amount?: number;
  readonly user_group_special_id?: number | null;
  /** 001 §4: attaching the cart to the signed-in user (null detaches). */
  readonly user_id?: number | null;
}

export async function updateCart(http: Http, input: UpdateCartInput): Promise<ServerCart> {
  return (await http.request('PATCH', '/carts', { ...cartAnswer, body: input })).cart;
}

export function deleteCart(http: Http, uuid: string): Promise<null> {
  return http.request<null>('DELETE', '/carts', { query: { uuid }, quiet: true });
}

export async function clearChangedSpecialFlag(http: Http, uuid: string): Promise<ServerCart> {
  return (await http.request('DELETE', '/carts/changed_special_flag', { ...cartAnswer, query: { uuid } })).cart;
}

export interface SalesTaxLookup {
  readonly sales_tax_rate: number;
  readonly sales_tax_amount: number;
  readonly store_tax_amount: number;
}

export function lookupSalesTaxRate(http: Http, uuid: string, address: DeliveryAddress, mode: ReservationMode): Promise<SalesTaxLookup> {
  return http.get('/carts/lookup_sales_tax_rate', { schema: SalesTaxAnswerSchema, query: { uuid, reservation_mode: mode, ...addressQuery(address) }, quiet: true });
}

export async function applyCrmRedemption(http: Http, input: { cart_uuid: string; reward_name: string; crm_provider?: string; point_value?: number }): Promise<ServerCart> {
  return (await http.post('/carts/apply_crm_redemption', input, cartAnswer)).cart;
}

export async function removeCrmRedemption(http: Http, input: { cart_uuid: string; id: number; crm_provider?: string }): Promise<ServerCart> {
  return (await http.request('DELETE', '/carts/remove_crm_redemption', { ...cartAnswer, query: input })).cart;
}

/** 001 §7: a code to the e-mail of the membership named by its number or e-mail (none: the account's e-mail). */
export function initiateCrmAuth(http: Http, cartUuid: string, lookup: { crm_member_id?: string; email?: string } = {}): Promise<{ message: string }> {
  return http.post('/carts/initiate_crm_auth', { cart_uuid: cartUuid, ...lookup }, { schema: CrmAuthAnswerSchema, quiet: true });
}

/** 001 §7 GET /stores/{id}/crm_integration: the shopper's standing in the store's program; `auth_code` links a membership first. */
export function fetchCrmIntegration(http: Http, storeId: number, query: { auth_code?: string } = {}, signal?: AbortSignal): Promise<CrmIntegrationAnswer> {
  return http.get(`/stores/${storeId}/crm_integration`, { query, signal, schema: CrmIntegrationAnswerSchema, quiet: true });
}

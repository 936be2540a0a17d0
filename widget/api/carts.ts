import type { AppMode, BundlePossibilities, Cart, DeliveryAddress, PosCartTotals, WeightId } from '../../shared/types';
import type { ReservationMode } from '../../shared/constants';
import type { QueryParams } from '../../shared/routes';
import type { Http } from './createHttp';

// 001 §7: the cart calls, verb-first (STYLE: one data layer). Failures the cart handles itself are quiet.

type CartAnswer = { cart: Cart };
const addressQuery = (address: DeliveryAddress | null | undefined): QueryParams =>
  address ? { street: address.street, city: address.city, state_code: address.state_code, zipcode: address.zipcode } : {};

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

export function addToCart(http: Http, input: AddToCartInput): Promise<{ cart_uuid: string; cart?: Cart }> {
  return http.post('/cart_products', input, { quiet: true });
}

export async function retrieveCart(http: Http, uuid: string, address?: DeliveryAddress | null, signal?: AbortSignal): Promise<Cart> {
  const answer = await http.get<CartAnswer>('/carts', { query: { uuid, ...addressQuery(address) }, signal, quiet: true });
  return answer.cart;
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

export async function updateCart(http: Http, input: UpdateCartInput): Promise<Cart> {
  const answer = await http.request<CartAnswer>('PATCH', '/carts', { body: input, quiet: true });
  return answer.cart;
}

export async function updateCartProduct(http: Http, uuid: string, productId: number, product: { count: number; price_id: WeightId }): Promise<Cart> {
  const answer = await http.request<CartAnswer>('PATCH', `/cart_products/${productId}`, { body: { cart_uuid: uuid, product }, quiet: true });
  return answer.cart;
}

export async function deleteCartProduct(http: Http, uuid: string, productId: number, weight: WeightId): Promise<Cart> {
  const answer = await http.request<CartAnswer>('DELETE', `/cart_products/${productId}`, { query: { cart_uuid: uuid, price_id: weight }, quiet: true });
  return answer.cart;
}

export async function deleteUnavailableProducts(http: Http, uuid: string): Promise<Cart> {
  const answer = await http.request<CartAnswer>('DELETE', '/cart_products/unavailable', { query: { cart_uuid: uuid }, quiet: true });
  return answer.cart;
}

export function deleteCart(http: Http, uuid: string): Promise<null> {
  return http.request<null>('DELETE', '/carts', { query: { uuid }, quiet: true });
}

export async function clearChangedSpecialFlag(http: Http, uuid: string): Promise<Cart> {
  const answer = await http.request<CartAnswer>('DELETE', '/carts/changed_special_flag', { query: { uuid }, quiet: true });
  return answer.cart;
}

export function retrievePosCart(http: Http, uuid: string, address?: DeliveryAddress | null, signal?: AbortSignal): Promise<PosCartTotals> {
  return http.get<PosCartTotals>('/pos_cart', { query: { cart_uuid: uuid, ...addressQuery(address) }, signal, quiet: true });
}

export function findBundleSpecials(http: Http, uuid: string, touchedProductId: number | null): Promise<BundlePossibilities> {
  return http.get<BundlePossibilities>('/carts/find_bundle_specials', { query: { uuid, touched_product_id: touchedProductId }, quiet: true });
}

export interface SalesTaxLookup {
  readonly sales_tax_rate: number;
  readonly sales_tax_amount: number;
  readonly store_tax_amount: number;
}

export function lookupSalesTaxRate(http: Http, uuid: string, address: DeliveryAddress, mode: ReservationMode): Promise<SalesTaxLookup> {
  return http.get<SalesTaxLookup>('/carts/lookup_sales_tax_rate', { query: { uuid, reservation_mode: mode, ...addressQuery(address) }, quiet: true });
}

export async function applyCrmRedemption(http: Http, input: { cart_uuid: string; reward_name: string; crm_provider?: string; point_value?: number }): Promise<Cart> {
  const answer = await http.post<CartAnswer>('/carts/apply_crm_redemption', input, { quiet: true });
  return answer.cart;
}

export async function removeCrmRedemption(http: Http, input: { cart_uuid: string; id: number; crm_provider?: string }): Promise<Cart> {
  const answer = await http.request<CartAnswer>('DELETE', '/carts/remove_crm_redemption', { query: input, quiet: true });
  return answer.cart;
}

/** 001 §7: re-analyses the specials after a change (the engine takes the best within max_specials_per_cart). */
export async function optimizeSpecials(http: Http, uuid: string, address?: DeliveryAddress | null): Promise<Cart> {
  const answer = await http.request<CartAnswer>('PATCH', '/carts/optimize_specials', { body: { uuid, ...(address ? { delivery_address: address } : {}) }, quiet: true });
  return answer.cart;
}

export function initiateCrmAuth(http: Http, cartUuid: string): Promise<{ message: string }> {
  return http.post<{ message: string }>('/carts/initiate_crm_auth', { cart_uuid: cartUuid }, { quiet: true });
}

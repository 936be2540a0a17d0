import type { AppMode, WeightId } from '../../shared/types';
import type { Http } from './createHttp';

/** 001 §7: POST /cart_products payload. */
export interface AddCartProductInput {
  readonly app_mode: AppMode;
  readonly app_mode_name?: string | null;
  readonly cart_uuid: string | null;
  readonly j_device_id: string;
  readonly product: { count: number; price_id: WeightId; product_id: number; recommended: boolean };
  readonly store_id: number;
  readonly tags?: string[];
  readonly user_agent: string;
}

/** 001 §7: answers the cart's uuid. */
export function addCartProduct(http: Http, input: AddCartProductInput): Promise<{ cart_uuid: string }> {
  return http.post<{ cart_uuid: string }>('/cart_products', input);
}

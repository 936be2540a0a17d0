import type { Kind, Lineage, WeightId } from './catalog';
import type { ReservationMode } from '../constants';
import type { DiscountedPriceFields, PriceFields } from './product';
import type { WireDollars } from './money';

/** 001 §3 Cart product. id is the product id; price_id the weight or unit. */
export interface CartProduct extends PriceFields, DiscountedPriceFields {
  id: number;
  price_id: WeightId;
  count: number;
  recommended: boolean;
  name: string;
  brand: string | null;
  category: Lineage | null;
  kind: Kind;
  special_id: number | null;
  special_title: string | null;
  product_brand_id: number | null;
}

export type CartStatus = 'empty' | 'pending' | 'checked_out';

export interface CrmRedemption {
  id: number;
  crm_provider: string;
  reward_name: string;
  point_value: number;
  cash_reward: WireDollars;
  /** Beyond the spec's fields: the program applied it by itself (001 §3 automatic_redemption); the shopper may remove it. */
  automatic?: boolean;
}

/** 001 §3 Cart. */
export interface Cart {
  uuid: string;
  id: number;
  status: CartStatus;
  store: { id: number; name: string } | null;
  products: CartProduct[];
  reservation_mode: ReservationMode;
  promo_code: string | null;
  tip_amount: WireDollars;
  item_total: WireDollars;
  order_total: WireDollars;
  discounted_subtotal: WireDollars;
  discounted_product_total: WireDollars;
  product_discounts_total: WireDollars;
  group_discounts_total: WireDollars;
  all_discounts_total: WireDollars;
  brand_discounts: { brand_special_id: number; amount: WireDollars }[];
  brand_discounts_total: WireDollars;
  brand_discounts_total_with_fee: WireDollars;
  brand_discounts_service_fee_total: WireDollars;
  cart_discount_amount: WireDollars;
  cart_discount_special_id: number | null;
  group_special_id: number | null;
  group_special_title: string | null;
  delivery_fee_amount: WireDollars;
  service_fee_amount: WireDollars;
  jane_pay_service_fee_amount: WireDollars;
  sales_tax_amount: WireDollars;
  sales_tax_rate: number;
  store_tax_amount: WireDollars;
  tax_included: boolean;
  crm_redemptions: CrmRedemption[];
  removed_crm_redemptions: CrmRedemption[];
  unavailable_products: { id: number; price_id: WeightId }[];
  special_has_changed: boolean;
  brand_special_has_changed: boolean;
  max_specials_per_cart: number | null;
  max_specials_per_cart_hit: boolean;
  loyalty_points_stacking_enabled: boolean;
  localized_products_content: Record<string, unknown> | null;
  headless_v2: boolean;
  is_open: boolean;
  delivery_started_at: string | null;
  delivery_finished_at: string | null;
  payment_method: string | null;
  message: string | null;
  user_agent: string | null;
  delivery_address?: DeliveryAddress | null;
}

/** 001 §3 Delivery address. */
export interface DeliveryAddress {
  street: string;
  city: string;
  state_code: string;
  zipcode: string;
}

/** 001 §3 Checkout result. */
export interface CheckoutResult {
  message: string;
  warning_message?: string;
  reservation: {
    uuid: string;
    id: number;
    amount: WireDollars;
    delivery_started_at: string | null;
    delivery_finished_at: string | null;
    payment_method: string | null;
    message: string | null;
  };
  contact?: { is_registered: boolean };
}

/** 001 §3 Bundle possibilities. */
export interface BundlePossibilities {
  status: 'none' | 'qualified' | 'applied' | 'not_qualified';
  special_id: number | null;
  discountable_product_ids: number[];
  /** A Gold members' bundle: the widget prompts for it only under the gold-bundles flag (000 §1). */
  gold?: boolean;
}

/** 001 §3 POS cart totals. */
export interface PosCartTotals {
  delivery_fee: WireDollars;
  total: WireDollars;
  rounding_amount: WireDollars;
  service_fee: WireDollars;
  sales_tax: WireDollars;
  store_tax: WireDollars;
}

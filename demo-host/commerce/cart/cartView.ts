import { WEIGHT_IDS } from '../../../shared/weights';
import { storeStatus, weeklySchedule, ianaTimeZone } from '../../../shared/schedule';
import type { Cart, CartProduct, CartStatus, PosCartTotals } from '../../../shared/types';
import type { PosCartTotals as PosCents } from '../../../shared/pricing';
import { toDollars } from '../money';
import { heldRedemptions, type CartState } from './cartState';
import { promoCodeMessage } from './promoCodes';
import { menuPrice, type MenuEntry } from './loadCart';

function priceFields(entry: MenuEntry): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const w of WEIGHT_IDS) {
    const price = menuPrice(entry, w);
    const discounted = menuPrice(entry, w, true);
    if (price !== null) fields[`price_${w}`] = toDollars(price);
    if (discounted !== null) fields[`discounted_price_${w}`] = toDollars(discounted);
  }
  return fields;
}

function isOpen(state: CartState, now: Date): boolean {
  const store = state.store;
  if (!store) return false;
  const hours = (store.data as unknown as Record<string, unknown>)[`${state.cart.reservation_mode}_hours`] ?? store.data.working_hours;
  const status = storeStatus(weeklySchedule(hours as never), now, ianaTimeZone(store.row.time_zone_identifier));
  return status.status === 'open';
}

export const posTotals = (p: PosCents): PosCartTotals => ({
  delivery_fee: toDollars(p.delivery_fee),
  total: toDollars(p.total),
  rounding_amount: toDollars(p.rounding_amount),
  service_fee: toDollars(p.service_fee),
  sales_tax: toDollars(p.sales_tax),
  store_tax: toDollars(p.store_tax),
});

/** The Cart of 001 §3 on the wire (dollars), every total from the pricing engine. */
export function cartView(state: CartState, now: Date): Cart & Record<string, unknown> {
  const { cart, priced } = state;
  const byLine = new Map((priced?.lines ?? []).map((l) => [`${l.product_id}:${l.price_id}`, l]));
  const products: CartProduct[] = state.lines.map((line) => {
    const entry = state.menu.get(line.product_id);
    const p = byLine.get(`${line.product_id}:${line.price_id}`);
    return {
      id: line.product_id,
      price_id: line.price_id,
      count: line.count,
      recommended: line.recommended === 1,
      name: entry?.name ?? '',
      brand: entry?.brand ?? null,
      category: entry?.category ?? null,
      kind: entry?.kind ?? '',
      special_id: p?.special_id ?? p?.group_special_id ?? null,
      special_title: p?.special_title ?? null,
      product_brand_id: entry?.brand_id ?? null,
      ...(entry ? priceFields(entry) : {}),
    } as CartProduct;
  });
  const money = (cents: number | undefined) => toDollars(cents ?? 0);
  const crm = (priced?.crm_redemptions ?? []).map((r) => {
    const stored = heldRedemptions(state).find((s) => s.id === r.id);
    return {
      id: Number(r.id),
      crm_provider: stored?.crm_provider ?? '',
      reward_name: r.reward_name,
      point_value: stored?.point_value ?? 0,
      cash_reward: toDollars(r.amount),
      automatic: stored?.automatic === true,
    };
  });
  return {
    uuid: cart.uuid,
    id: cart.id,
    status: cart.status as CartStatus,
    store: state.store ? { id: state.store.row.id, name: state.store.row.name } : null,
    products,
    reservation_mode: cart.reservation_mode as Cart['reservation_mode'],
    promo_code: cart.promo_code,
    tip_amount: money(priced?.tip_amount),
    item_total: money(priced?.item_total),
    order_total: money(priced?.order_total),
    discounted_subtotal: money(priced?.discounted_subtotal),
    discounted_product_total: money(priced?.discounted_product_total),
    product_discounts_total: money(priced?.product_discounts_total),
    group_discounts_total: money(priced?.group_discounts_total),
    all_discounts_total: money(priced?.all_discounts_total),
    brand_discounts: (priced?.brand_discounts ?? []).map((b) => ({ ...b, amount: toDollars(b.amount) })),
    brand_discounts_total: money(priced?.brand_discounts_total),
    // Brand discounts carry no fee of their own in this host: with-fee equals the total, the fee is 0.
    brand_discounts_total_with_fee: money(priced?.brand_discounts_total),
    brand_discounts_service_fee_total: 0,
    cart_discount_amount: money(priced?.cart_discount_amount),
    cart_discount_special_id: priced?.cart_discount_special_id ?? null,
    group_special_id: priced?.group_special_id ?? null,
    group_special_title: priced?.group_special_title ?? null,
    delivery_fee_amount: money(priced?.delivery_fee_amount),
    service_fee_amount: money(priced?.service_fee_amount),
    jane_pay_service_fee_amount: 0,
    sales_tax_amount: money(priced?.sales_tax_amount),
    sales_tax_rate: priced?.sales_tax_rate ?? 0,
    store_tax_amount: money(priced?.store_tax_amount),
    tax_included: priced?.tax_included ?? false,
    crm_redemptions: crm,
    removed_crm_redemptions: [
      ...(priced?.removed_crm_redemptions ?? []).map((r) => ({
        id: Number(r.id),
        crm_provider: '',
        reward_name: r.reward_name,
        point_value: 0,
        cash_reward: toDollars(r.cash_reward),
      })),
      ...state.unbacked.map((r) => ({ ...r, cash_reward: toDollars(r.cash_reward) })),
      ...(state.data.removed_crm_redemptions ?? []).map((r) => ({ ...r, cash_reward: toDollars(r.cash_reward) })),
    ],
    unavailable_products: state.unavailable.map((u) => ({ id: u.id, price_id: u.price_id, reason: u.reason })) as Cart['unavailable_products'],
    special_has_changed: state.change.special_has_changed,
    brand_special_has_changed: state.change.brand_special_has_changed,
    max_specials_per_cart: priced?.max_specials_per_cart ?? null,
    max_specials_per_cart_hit: priced?.max_specials_per_cart_hit ?? false,
    loyalty_points_stacking_enabled: state.input?.store.loyalty_points_stacking_enabled ?? true,
    localized_products_content: null,
    headless_v2: cart.app_mode === 'headless',
    is_open: isOpen(state, now),
    delivery_started_at: null,
    delivery_finished_at: null,
    payment_method: null,
    message: null,
    user_agent: cart.user_agent,
    delivery_address: state.address ? { street: state.address.street, city: state.address.city, state_code: state.address.state_code, zipcode: state.address.zipcode } : null,
    // Beyond 001 §3: what the engine knows that the widget can show.
    promo_code_status: priced?.promo_code_status ?? null,
    promo_code_message: promoCodeMessage(cart.promo_code, priced?.promo_code_status ?? null, state.input?.promo_codes?.[0], priced?.promo_code_discount_amount ?? 0, now),
    delivery_status: priced?.delivery_status ?? null,
    delivery_minimum: money(priced?.delivery_minimum),
    delivery_rule: priced?.delivery_rule ?? null,
    delivery_reason: priced?.delivery_reason ?? null,
    delivery_lead_time_minutes: priced?.delivery_lead_time_minutes ?? null,
    delivery_last_call_minutes: priced?.delivery_last_call_minutes ?? null,
    free_delivery_minimum: priced?.free_delivery_minimum == null ? null : toDollars(priced.free_delivery_minimum),
    pos: priced ? posTotals(priced.pos) : null,
  };
}

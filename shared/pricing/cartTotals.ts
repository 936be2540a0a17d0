import type { ReservationMode } from '../constants';
import type { BrandLineResult } from './brandSpecials';
import type { BundleResult } from './bundles';
import type { CartSpecialResult, CrmResult, PromoResult } from './cartDiscounts';
import { isCannabis } from './eligibility';
import { quoteDelivery, serviceFee } from './fees';
import type { BrandDiscount, PricedCart, PricedLine } from './result';
import { roundToIncrement } from './rounding';
import { salesTaxRateFor } from './salesTaxRate';
import { computeTaxes } from './taxes';
import { tipAmount } from './tips';
import type { PricingInput, PricingLine } from './types';

// Steps 7–10 of the engine (priceCart.ts): from priced lines and cart-level discounts to every
// total of the Cart and the POS totals.

export interface CartParts {
  cartSpecial: CartSpecialResult;
  promo: PromoResult;
  crm: CrmResult;
  bundled: BundleResult;
  brand: BrandLineResult[];
}

export function cartTotals(input: PricingInput, lines: PricingLine[], priced: PricedLine[], parts: CartParts): PricedCart {
  const { store } = input;
  const mode: ReservationMode = input.reservation_mode;
  const sum = (f: (l: PricedLine) => number) => priced.reduce((s, l) => s + f(l), 0);
  const item_total = sum((l) => l.item_total);
  const product_discounts_total = sum((l) => l.product_discount);
  const group_discounts_total = sum((l) => l.group_discount);
  const brand_discounts_total = sum((l) => l.brand_discount);
  const all_discounts_total = product_discounts_total + group_discounts_total + brand_discounts_total + parts.cartSpecial.amount + parts.promo.amount + parts.crm.amount;
  const discounted_subtotal = item_total - all_discounts_total;

  const hasItems = priced.some((l) => l.count > 0);
  const delivery = quoteDelivery(mode, store.delivery, input.delivery_location, discounted_subtotal, hasItems);
  const service_fee_amount = serviceFee(store.service_fee_amount, hasItems);
  const taxes = computeTaxes(
    priced.map((l, i) => ({ discounted: l.total, undiscounted: l.item_total, cannabis: isCannabis(lines[i]) })),
    store.store_taxes,
    salesTaxRateFor(store, mode, input.delivery_location),
    store.tax_included === true,
  );
  const tip_amount = tipAmount(input.tip, store.tip_settings, mode, discounted_subtotal);
  const addedTax = taxes.tax_included ? 0 : taxes.sales_tax_amount + taxes.store_tax_amount;
  const order_total = discounted_subtotal + delivery.delivery_fee_amount + service_fee_amount + addedTax + tip_amount;
  const rounded = roundToIncrement(order_total, store.rounding_increment ?? 1);

  const firstBundle = parts.bundled.applications[0]?.deal ?? null;
  const brand_discounts: BrandDiscount[] = priced.flatMap((l, i) =>
    parts.brand[i].entries.map(({ special, amount }) => ({
      product_id: l.product_id,
      price_id: l.price_id,
      brand_special_id: special.id,
      product_brand_id: special.product_brand_id,
      amount,
    })),
  );
  return {
    lines: priced,
    item_total,
    product_discounts_total,
    group_discounts_total,
    discounted_product_total: item_total - product_discounts_total - group_discounts_total,
    brand_discounts,
    brand_discounts_total,
    cart_discount_amount: parts.cartSpecial.amount,
    cart_discount_special_id: parts.cartSpecial.special?.id ?? null,
    group_special_id: firstBundle?.id ?? null,
    group_special_title: firstBundle?.title ?? null,
    promo_code_applied: parts.promo.status === 'applied' ? (parts.promo.promo?.code ?? null) : null,
    promo_code_status: parts.promo.status,
    promo_code_discount_amount: parts.promo.amount,
    crm_redemptions: parts.crm.applied,
    removed_crm_redemptions: parts.crm.removed,
    crm_redemptions_total: parts.crm.amount,
    all_discounts_total,
    discounted_subtotal,
    delivery_fee_amount: delivery.delivery_fee_amount,
    delivery_status: delivery.status,
    delivery_minimum: delivery.minimum,
    free_delivery: delivery.free_delivery,
    free_delivery_minimum: delivery.free_delivery_minimum,
    delivery_rule: delivery.rule,
    delivery_reason: delivery.reason,
    delivery_lead_time_minutes: delivery.lead_time_minutes,
    delivery_last_call_minutes: delivery.last_call_minutes,
    service_fee_amount,
    store_taxes: taxes.store_taxes,
    store_tax_amount: taxes.store_tax_amount,
    sales_tax_amount: taxes.sales_tax_amount,
    sales_tax_rate: taxes.sales_tax_rate,
    tax_included: taxes.tax_included,
    tip_amount,
    order_total,
    max_specials_per_cart: store.max_specials_per_cart ?? null,
    max_specials_per_cart_hit: false,
    applied_special_keys: [],
    pos: {
      delivery_fee: delivery.delivery_fee_amount,
      total: rounded,
      rounding_amount: rounded - order_total,
      service_fee: service_fee_amount,
      sales_tax: taxes.sales_tax_amount,
      store_tax: taxes.store_tax_amount,
    },
  };
}

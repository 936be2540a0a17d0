import type { EligibilityContext } from '../../../../shared/pricing';
import type { BrandSpecial, BundleSettings, BundleSpecial, PricingInput, PricingLine, ProductSpecial } from '../../../../shared/pricing';

export const NOW = new Date('2026-04-20T18:00:00Z');

export function line(over: Partial<PricingLine> = {}): PricingLine {
  return { product_id: 1, price_id: 'eighth_ounce', count: 1, price: 4000, kind: 'flower', category: 'hybrid', product_brand_id: 7, grams: 3.5, ...over };
}

export function ctx(over: Partial<EligibilityContext> = {}): EligibilityContext {
  return { now: NOW, app_mode: 'default', store_id: 1, store_state: 'CA', user_segment_ids: [], ...over };
}

export function productSpecial(over: Partial<ProductSpecial> = {}): ProductSpecial {
  return { id: 10, title: '20% off flower', special_type: 'product', discount_type: 'percent', discount_percent: 20, ...over };
}

export function bundle(over: Partial<BundleSpecial> = {}, settings: Partial<BundleSettings> = {}): BundleSpecial {
  return {
    id: 30,
    title: 'Buy 2 get 1 half off',
    special_type: 'bundle',
    discount_type: 'percent',
    discount_percent: 50,
    rules: {},
    ...over,
    bundle_settings: { threshold_number_of_items_in_cart: 2, max_number_of_discounted_products: 1, ...over.bundle_settings, ...settings },
  };
}

export function brandSpecial(over: Partial<BrandSpecial> = {}): BrandSpecial {
  return { id: 50, title: 'Brand 7: $5 off', special_type: 'product', product_brand_id: 7, discount_type: 'dollar_amount', discount_dollar_amount: 500, ...over };
}

export function input(over: Partial<PricingInput> = {}): PricingInput {
  return { lines: [line()], store: { id: 1, state: 'CA' }, reservation_mode: 'pickup', app_mode: 'default', now: NOW, ...over };
}

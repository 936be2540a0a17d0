import type { BrandSpecial, QualifyingStatus, StoreSpecial, StoreSpecialDetail } from '../../../../../shared/types';

const emptyRules = () => ({ kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] });

export function storeSpecial(overrides: Partial<StoreSpecial> = {}): StoreSpecial {
  return {
    id: 6,
    store_id: 1,
    title: 'Buy 2 pre-rolls, get a vape 50% off',
    description: 'Mix and match.',
    terms: 'One per order.',
    special_type: 'bundle',
    discount_type: 'percent',
    discount_percent: 50,
    discount_dollar_amount: null,
    discount_target_price: null,
    rules: { include: emptyRules(), exclude: emptyRules() },
    bundle_settings: { threshold_number_of_items_in_cart: 2, max_number_of_discounted_products: 1, discount_application_method: 'cheapest', discount_distribution: 'each' },
    enabled: true,
    active: true,
    start_time: null,
    end_time: null,
    photo: null,
    custom_badge: null,
    gold: false,
    ...overrides,
  };
}

export function detail(status: QualifyingStatus, overrides: Partial<StoreSpecialDetail> = {}): StoreSpecialDetail {
  return {
    brand_name: null,
    brand_image: null,
    title: 'Buy 2 pre-rolls, get a vape 50% off',
    description: 'Mix and match.',
    terms: 'One per order.',
    type: 'bundle',
    qualifying_status: status,
    qualified_products: status === 'not_qualified' ? [] : [{ id: 11, name: 'Mint Kush Pre-Roll', photo: null, count: 2 }],
    discounted_products: status === 'applied' ? [{ id: 21, name: 'Blue Dream Cart', photo: null, count: 1 }] : [],
    tag_label: 'Bundle',
    callout_text: null,
    callout_subtext: null,
    footer_text: status === 'applied' ? 'Special applied to your bag' : status === 'qualified' ? 'You qualify: add a discounted item' : null,
    footer_subtext: null,
    gold: false,
    ...overrides,
  };
}

export function brandSpecial(id: number, segments: { include?: number[]; exclude?: number[] } = {}): BrandSpecial {
  return {
    id,
    title: `Brand deal ${id}`,
    description: 'Save on these products.',
    discount_label: '20% off',
    discount_type: 'percent',
    discount_percent: 20,
    discount_dollar_amount: null,
    discount_target_price: null,
    special_type: 'product',
    applicable_weights: [],
    active: true,
    enabled: true,
    start_time: null,
    end_time: null,
    terms: '',
    excluded_app_modes: [],
    photo: null,
    product_brand: { name: `Brand ${id}` },
    product_brand_id: id,
    rules: { include: { ...emptyRules(), user_segment_ids: segments.include ?? [] }, exclude: { ...emptyRules(), user_segment_ids: segments.exclude ?? [] } },
  };
}

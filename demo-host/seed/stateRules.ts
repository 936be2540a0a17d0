import type { CartLimitRule, StoreTax } from '../../shared/types';

const FLOWER_TYPES: CartLimitRule['product_types'] = ['flower', 'pre-roll', 'indica', 'sativa', 'hybrid', 'cbd'];
const CONCENTRATE_TYPES: CartLimitRule['product_types'] = ['extract', 'vape'];

const flower = (grams: number): CartLimitRule => ({
  product_group_name: 'Flower',
  limit_value: grams,
  limit_unit: 'g',
  rule_type: 'product',
  product_types: FLOWER_TYPES,
});
const concentrate = (grams: number): CartLimitRule => ({
  product_group_name: 'Concentrates',
  limit_value: grams,
  limit_unit: 'g',
  rule_type: 'product',
  product_types: CONCENTRATE_TYPES,
});
const edibleThc = (mg: number): CartLimitRule => ({
  product_group_name: 'Edibles (THC)',
  limit_value: mg,
  limit_unit: 'mg',
  rule_type: 'product',
  product_types: ['edible', 'tincture'],
});
const equivalency = (name: string, grams: number): CartLimitRule => ({
  product_group_name: name,
  limit_value: grams,
  limit_unit: 'g',
  rule_type: 'equivalency',
  product_types: [...FLOWER_TYPES, ...CONCENTRATE_TYPES, 'edible', 'tincture', 'topical'],
});

// Cart-limit rules (000 §3 cart_limit_rules) per state, shaped like each place's purchase limits (values are ours).
export const CART_LIMITS_BY_STATE: Record<string, CartLimitRule[]> = {
  CA: [flower(28.5), concentrate(8)],
  CO: [flower(56), concentrate(8), edibleThc(800)],
  WA: [flower(28), concentrate(7), edibleThc(160)],
  OR: [flower(56), concentrate(5)],
  NV: [flower(70.87), concentrate(17.5)],
  MI: [equivalency('Flower equivalent', 70.87), concentrate(15)],
  IL: [flower(30), concentrate(5), edibleThc(500)],
  MA: [flower(28), concentrate(5), edibleThc(500)],
  AZ: [flower(28), concentrate(5)],
  OH: [equivalency('Whole day supply', 8.49)],
  AK: [flower(28), concentrate(7)],
  HI: [flower(113)],
  NY: [flower(85), concentrate(24)],
  ON: [equivalency('Dried cannabis equivalent', 30)],
  BC: [equivalency('Dried cannabis equivalent', 30)],
  PR: [equivalency('Monthly supply', 28)],
};

const tax = (title: string, rate: number, over: Partial<StoreTax> = {}): StoreTax => ({
  title,
  rate,
  is_taxable: true,
  apply_to_discounted_price: true,
  apply_to_non_cannabis_items: false,
  ...over,
});

// State-like tax rates (000 §3 store_taxes) with taxable flags and apply-to-discounted settings.
export const TAXES_BY_STATE: Record<string, { sales: number; taxes: StoreTax[] }> = {
  CA: { sales: 9.5, taxes: [tax('Cannabis excise tax', 15), tax('Local business tax', 10, { apply_to_discounted_price: false })] },
  CO: { sales: 2.9, taxes: [tax('Retail marijuana tax', 15), tax('City special tax', 5.5)] },
  WA: { sales: 10.25, taxes: [tax('Cannabis excise tax', 37)] },
  OR: { sales: 0, taxes: [tax('State marijuana tax', 17), tax('Local marijuana tax', 3)] },
  NV: { sales: 8.38, taxes: [tax('Retail cannabis excise', 10)] },
  MI: { sales: 6, taxes: [tax('Adult-use excise tax', 10)] },
  IL: { sales: 6.25, taxes: [tax('Cannabis purchaser excise', 20), tax('Municipal cannabis tax', 3)] },
  MA: { sales: 6.25, taxes: [tax('Marijuana excise tax', 10.75), tax('Local option tax', 3)] },
  AZ: { sales: 5.6, taxes: [tax('Marijuana excise tax', 16)] },
  OH: { sales: 5.75, taxes: [tax('Adult-use excise', 10)] },
  AK: { sales: 0, taxes: [tax('Municipal cannabis tax', 5)] },
  HI: { sales: 4.5, taxes: [tax('General excise tax', 4.5, { apply_to_non_cannabis_items: true })] },
  NY: { sales: 8.875, taxes: [tax('Adult-use cannabis tax', 13)] },
  ON: { sales: 13, taxes: [tax('Cannabis excise duty', 10, { is_taxable: false })] },
  BC: { sales: 12, taxes: [tax('Cannabis excise duty', 10, { is_taxable: false })] },
  PR: { sales: 11.5, taxes: [] },
};

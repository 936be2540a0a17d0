import type { Selectable } from 'kysely';
import type { BrandSpecialData, BrandSpecialsTable, SpecialData, SpecialsTable } from '../../db';
import { fromJson } from '../../db';
import type { BrandSpecial, BrandSpecialType, DiscountType, SpecialType, StoreSpecial } from '../../../shared/types';
import { bool, dollars } from './money';

/** Live now: enabled and inside its time window (windows are checked at read, not at seed). */
export function isLiveAt(row: { enabled: number; start_time: string | null; end_time: string | null }, now: Date): boolean {
  const at = now.toISOString();
  return row.enabled === 1 && (row.start_time === null || row.start_time <= at) && (row.end_time === null || row.end_time > at);
}

export function specialToWire(row: Selectable<SpecialsTable>, now: Date): StoreSpecial {
  const d = fromJson<SpecialData>(row.data, {} as SpecialData);
  return {
    id: row.id,
    store_id: row.store_id,
    title: row.title,
    description: d.description ?? '',
    terms: d.terms ?? '',
    special_type: row.special_type as SpecialType,
    discount_type: row.discount_type as DiscountType,
    discount_percent: row.discount_percent,
    discount_dollar_amount: dollars(row.discount_dollar_amount_cents),
    discount_target_price: dollars(row.discount_target_price_cents),
    bulk_weight_threshold_grams: d.bulk_weight_threshold_grams ?? null,
    cart_minimum: dollars(d.cart_minimum),
    rules: d.rules,
    bundle_settings: d.bundle_settings ?? null,
    enabled: bool(row.enabled),
    active: isLiveAt(row, now),
    start_time: row.start_time,
    end_time: row.end_time,
    photo: d.photo ?? null,
    custom_badge: d.custom_badge ?? null,
    gold: bool(row.gold),
  };
}

export function brandSpecialToWire(row: Selectable<BrandSpecialsTable>, brandName: string, now: Date): BrandSpecial {
  const d = fromJson<BrandSpecialData>(row.data, {} as BrandSpecialData);
  return {
    id: row.id,
    title: row.title,
    description: d.description ?? '',
    discount_label: d.discount_label ?? '',
    discount_type: row.discount_type as DiscountType,
    discount_percent: row.discount_percent,
    discount_dollar_amount: dollars(row.discount_dollar_amount_cents),
    discount_target_price: dollars(row.discount_target_price_cents),
    special_type: row.special_type as BrandSpecialType,
    applicable_weights: d.applicable_weights ?? [],
    active: isLiveAt(row, now),
    enabled: bool(row.enabled),
    start_time: row.start_time,
    end_time: row.end_time,
    terms: d.terms ?? '',
    excluded_app_modes: d.excluded_app_modes ?? [],
    photo: d.photo ?? null,
    product_brand: { name: brandName },
    product_brand_id: row.brand_id,
    rules: d.rules,
    bundle_settings: d.bundle_settings ?? null,
  };
}

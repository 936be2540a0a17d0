import type { Selectable } from 'kysely';
import type { StoreData, StoresTable } from '../../db';
import { fromJson } from '../../db';
import type { CountryCode, DispensarySearchRecord, ModeTiming, Store, TimeZoneName } from '../../../shared/types';
import { programAsAnyoneSees } from '../../../shared/loyalty';
import { bool, dollarsOr0 } from './money';

const timing = (t: ModeTiming): ModeTiming => ({ ...t, minimum_order: dollarsOr0(t.minimum_order) });

/** A stores row as the wire Store (000 §3): the data column's money is cents, the wire's dollars. */
export function storeToWire(row: Selectable<StoresTable>): Store {
  // The merchandising settings (themes, sponsored flights) are the operator's, read by the ranking, not shown.
  const { merchandising: _operatorOnly, ...d } = fromJson<StoreData & { merchandising?: unknown }>(row.data, {} as StoreData);
  return {
    ...d,
    id: row.id,
    name: row.name,
    url_slug: row.url_slug,
    city: row.city,
    state: row.state,
    country_code: row.country_code as CountryCode,
    zip: row.zip,
    lat: row.lat,
    long: row.long,
    time_zone_identifier: row.time_zone_identifier as TimeZoneName,
    medical: bool(row.medical),
    recreational: bool(row.recreational),
    pickup: bool(row.pickup),
    delivery: bool(row.delivery),
    curbside: bool(row.curbside),
    rating: row.rating,
    reviews_count: row.reviews_count,
    pickup_timing: timing(d.pickup_timing),
    delivery_timing: timing(d.delivery_timing),
    curbside_timing: timing(d.curbside_timing),
    pickup_minimum: dollarsOr0(d.pickup_minimum),
    delivery_minimum: dollarsOr0(d.delivery_minimum),
    delivery_fee_amount: dollarsOr0(d.delivery_fee_amount),
    delivery_zipcodes: (d.delivery_zipcodes ?? []).map((z) => ({ ...z, fee: dollarsOr0(z.fee), min_amount: dollarsOr0(z.min_amount) })),
    delivery_geofences: (d.delivery_geofences ?? []).map((g) => ({ ...g, fee: dollarsOr0(g.fee), cart_minimum: dollarsOr0(g.cart_minimum) })),
    free_delivery_configs: (d.free_delivery_configs ?? []).map((f) => ({ cart_minimum: dollarsOr0(f.cart_minimum) })),
    service_fee_amount: dollarsOr0(d.service_fee_amount),
    // The legal pages' own texts (docs/api-admin.md § Store settings); none set: every page shows the default.
    legal_texts: d.legal_texts ?? {},
    // 001 §5: the operator's override of the merchandising service; null: the host's own, /dm.
    merchandising_url: d.merchandising_url ?? null,
    tip_settings:
      d.tip_settings && d.tip_settings.variant === 'dollar' ? { ...d.tip_settings, custom_amounts: d.tip_settings.custom_amounts.map(dollarsOr0) } : (d.tip_settings ?? null),
    // The same answer for every caller: the program's settings, nobody's standing (shared/loyalty programAsAnyoneSees).
    loyalty: d.loyalty
      ? programAsAnyoneSees({ ...d.loyalty, redeemable_rewards: d.loyalty.redeemable_rewards.map((r) => ({ ...r, cash_reward: dollarsOr0(r.cash_reward) })) })
      : null,
  };
}

/** 000 §3 Dispensary search record: the directory's view of a store. */
export function dispensaryRecord(store: Store, distance?: number | null): DispensarySearchRecord {
  return {
    id: store.id,
    name: store.name,
    city: store.city,
    state: store.state,
    country_code: store.country_code,
    lat: store.lat,
    long: store.long,
    rating: store.rating,
    reviews_count: store.reviews_count,
    pickup: store.pickup,
    delivery: store.delivery,
    curbside: store.curbside,
    medical: store.medical,
    recreational: store.recreational,
    pickup_hours: store.pickup_hours,
    delivery_hours: store.delivery_hours,
    curbside_hours: store.curbside_hours,
    pickup_min_lead_time: store.pickup_timing.min_lead_time,
    pickup_max_lead_time: store.pickup_timing.max_lead_time,
    delivery_min_lead_time: store.delivery_timing.min_lead_time,
    delivery_max_lead_time: store.delivery_timing.max_lead_time,
    pickup_minimum: store.pickup_minimum,
    delivery_minimum: store.delivery_minimum,
    delivery_radius: store.delivery_radius,
    delivery_id_required: store.delivery_id_required,
    pickup_id_required: store.pickup_id_required,
    allow_future_day_ordering: store.allow_future_day_ordering,
    allow_off_hours_ordering: store.allow_off_hours_ordering,
    time_zone_identifier: store.time_zone_identifier,
    store_options: store.store_options,
    current_deals: store.current_deals,
    url_slug: store.url_slug,
    working_hours: store.working_hours,
    photo: store.photo,
    ...(distance === undefined ? {} : { distance }),
  };
}

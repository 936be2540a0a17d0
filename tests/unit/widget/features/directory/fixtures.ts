import type { DispensarySearchRecord } from '../../../../../shared/types';

const ALWAYS_OPEN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({ day, period: { from: '00:00', to: '00:00' } }));

export function dispensary(overrides: Partial<DispensarySearchRecord> & { id: number; name: string; city: string; state: string }): DispensarySearchRecord {
  return {
    country_code: 'US',
    lat: 34,
    long: -118,
    rating: 4.5,
    reviews_count: 12,
    pickup: true,
    delivery: false,
    curbside: false,
    medical: false,
    recreational: true,
    pickup_hours: [],
    delivery_hours: [],
    curbside_hours: [],
    pickup_min_lead_time: 15,
    pickup_max_lead_time: 30,
    delivery_min_lead_time: 0,
    delivery_max_lead_time: 0,
    pickup_minimum: 0,
    delivery_minimum: 0,
    delivery_radius: null,
    delivery_id_required: false,
    pickup_id_required: true,
    allow_future_day_ordering: false,
    allow_off_hours_ordering: false,
    time_zone_identifier: 'Pacific Time (US & Canada)',
    store_options: { accessible: true, cash: true, credit: false, debit: true },
    current_deals: [],
    url_slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    working_hours: ALWAYS_OPEN as DispensarySearchRecord['working_hours'],
    photo: null,
    ...overrides,
  };
}

export const CALIFORNIA = [
  dispensary({ id: 1, name: 'Canopy Silver Lake', city: 'Los Angeles', state: 'CA' }),
  dispensary({ id: 3, name: 'Mission Leaf Collective', city: 'San Francisco', state: 'CA', delivery: true }),
  dispensary({ id: 4, name: 'Harbor Bloom', city: 'San Diego', state: 'CA' }),
  dispensary({ id: 9, name: 'Echo Park Greens', city: 'Los Angeles', state: 'CA', medical: true }),
];

export const page = (stores: DispensarySearchRecord[]) => ({ stores, nb_hits: stores.length, page: 1, per_page: 100 });

import type { Insertable } from 'kysely';
import type { StoreData, StoresTable } from '../db';
import type { DeliveryGeofence, DeliveryZipcode, LoyaltyIntegration, MenuTab, ModeTiming, PaymentOption } from '../../shared/types';
import { buildHours, type HoursStyle } from './hours';
import { placeFor, type Place } from './places';
import type { Random } from './random';
import { slugify } from './slugify';
import { storePhoto } from './svg';
import { CART_LIMITS_BY_STATE, TAXES_BY_STATE } from './stateRules';

export interface SeedStore {
  row: Insertable<StoresTable> & { id: number };
  data: StoreData;
}

// Fixed roles in the default catalogue. Ids are 1-based store ids.
export const FULL_SERVICE_STORE_ID = 1;
export const BIG_STORE_ID = 2;
export const TAX_INCLUDED_STORE_ID = 8;
export const AROUND_THE_CLOCK_STORE_ID = 13;
export const HIDE_PRICES_STORE_ID = 24;
export const ALWAYS_CLOSED_STORE_ID = 30;

const STORE_COLORS = ['#2d6a4f', '#1d3557', '#6a4c93', '#9c6644', '#386641', '#005f73'];

// Zip codes around Silver Lake, Los Angeles, with fees and minimums in cents (store 1's delivery).
const LA_ZIPS: [string, number, number][] = [
  ['90026', 500, 4000],
  ['90027', 500, 4000],
  ['90029', 0, 3000],
  ['90039', 500, 4000],
  ['90004', 700, 5000],
  ['90028', 700, 5000],
  ['90038', 700, 5000],
  ['90065', 900, 6000],
  ['90057', 700, 5000],
  ['90012', 900, 6000],
];

const square = (lat: number, long: number, d: number): DeliveryGeofence['geojson'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [long - d, lat - d],
      [long + d, lat - d],
      [long + d, lat + d],
      [long - d, lat + d],
      [long - d, lat - d],
    ],
  ],
});

// Store 1's delivery zones, drawn along its neighbourhoods' streets and freeways ([long, lat]). Silver Lake, Echo
// Park and Los Feliz (zips 90004, 90026, 90027, 90029, 90039) at $5.00 over $40.00; downtown below the 101 (90012 to
// 90017, 90021, 90057, 90071: 500 W 5th St, 90013, is in it) at $8.00 over $50.00. They share the edge along the 101.
const STORE_ONE_ZONES: DeliveryGeofence[] = [
  {
    name: 'Silver Lake, Echo Park & Los Feliz',
    geojson: {
      type: 'Polygon',
      coordinates: [
        [
          [-118.31, 34.07],
          [-118.275, 34.066],
          [-118.245, 34.07],
          [-118.235, 34.095],
          [-118.25, 34.125],
          [-118.29, 34.13],
          [-118.312, 34.11],
          [-118.31, 34.07],
        ],
      ],
    },
    fee: 500,
    cart_minimum: 4000,
  },
  {
    name: 'Downtown LA',
    geojson: {
      type: 'Polygon',
      coordinates: [
        [
          [-118.282, 34.04],
          [-118.282, 34.0655],
          [-118.275, 34.066],
          [-118.245, 34.07],
          [-118.232, 34.066],
          [-118.228, 34.03],
          [-118.275, 34.03],
          [-118.282, 34.04],
        ],
      ],
    },
    fee: 800,
    cart_minimum: 5000,
  },
];

function timing(random: Random, minimumCents: number, lead: [number, number]): ModeTiming {
  return {
    min_lead_time: lead[0],
    max_lead_time: lead[1],
    interval: random.pick([15, 30, 60]),
    window: random.pick([30, 60, 120]),
    last_call_interval: random.pick([15, 30, 45]),
    max_orders_per_window: random.chance(0.5) ? random.pick([5, 10, 20]) : null,
    minimum_order: minimumCents,
  };
}

function hoursStyle(id: number, random: Random): HoursStyle {
  if (id === ALWAYS_CLOSED_STORE_ID) return 'always_closed';
  if (id === AROUND_THE_CLOCK_STORE_ID) return 'around_the_clock';
  return id % 5 === 0 || random.chance(0.1) ? 'late_night' : 'regular';
}

export function buildStore(random: Random, id: number): SeedStore {
  const place: Place = placeFor(id - 1);
  const r = random.fork(`store-${id}`);
  const full = id === FULL_SERVICE_STORE_ID;
  const pickup = full || r.chance(0.95);
  const delivery = full || r.chance(0.5);
  const curbside = full || r.chance(0.35);
  const hours = buildHours(r, hoursStyle(id, r));
  const stateTax = TAXES_BY_STATE[place.state] ?? { sales: 6, taxes: [] };
  const pickupMin = r.pick([0, 0, 1000, 2000]);
  const deliveryMin = full ? 3000 : r.pick([3000, 5000, 7500]);
  const options = (extra: PaymentOption[]): PaymentOption[] => ['cash', 'debit', ...extra];
  const zipcodes: DeliveryZipcode[] = full
    ? LA_ZIPS.map(([zipcode, fee, min]) => ({ zipcode, fee, min_amount: min, lead_time_minutes: 60, last_call_minutes: 30 }))
    : delivery && r.chance(0.5)
      ? [{ zipcode: place.zip, fee: 500, min_amount: deliveryMin, lead_time_minutes: null, last_call_minutes: null }]
      : [];
  const geofences: DeliveryGeofence[] = full ? STORE_ONE_ZONES : delivery && r.chance(0.3) ? [{ geojson: square(place.lat, place.long, 0.06), fee: 800, cart_minimum: 5000 }] : [];
  const recreational = place.recreational;
  const loyalty: LoyaltyIntegration | null =
    full || r.chance(0.5)
      ? {
          signed_up: false,
          points: 0,
          offers: ['10% off your birthday order', 'Double points on Tuesdays'],
          redeemable_rewards: [
            { reward_name: '$5 off', point_value: 100, cash_reward: 500, max_count: 1 },
            { reward_name: '$15 off', point_value: 250, cash_reward: 1500, max_count: 1 },
          ],
          automatic_redemption: r.chance(0.3),
          wallet_state: 'unlocked',
          provider: r.pick(['alpineiq', 'data_owl', 'springbig'] as const),
        }
      : null;
  const menuTabs: MenuTab[] = r.chance(0.4)
    ? [
        { id: 'flower', label: 'Flower', kinds: ['flower', 'pre-roll'] },
        { id: 'vapes', label: 'Vapes & Extracts', kinds: ['vape', 'extract'] },
        { id: 'edibles', label: 'Edibles', kinds: ['edible', 'tincture'] },
      ]
    : [];
  const analytics = r.chance(0.3) ? { provider_id: `G-${r.int(100000, 999999)}`, enabled: true } : null;
  const data: StoreData = {
    address: place.street,
    full_address: `${place.street}, ${place.city}, ${place.state} ${place.zip}`,
    phone: `(${place.area}) ${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`,
    photo: storePhoto(place.name, STORE_COLORS[id % STORE_COLORS.length]),
    description: `${place.name} is a ${recreational ? 'licensed adult-use' : 'licensed medical'} dispensary in ${place.city}.`,
    product_count: 0,
    ...hours,
    pickup_timing: timing(r, pickupMin, [15, 120]),
    delivery_timing: timing(r, deliveryMin, [60, 240]),
    curbside_timing: timing(r, pickupMin, [15, 90]),
    pickup_minimum: pickupMin,
    delivery_minimum: deliveryMin,
    delivery_id_required: r.chance(0.7),
    pickup_id_required: r.chance(0.3),
    allow_future_day_ordering: r.chance(0.6),
    allow_off_hours_ordering: r.chance(0.3),
    delivery_fee_amount: delivery ? r.pick([0, 500, 700, 1000]) : 0,
    delivery_radius: delivery ? (full ? 8 : r.pick([5, 10, 15, 25])) : null,
    delivery_zipcodes: zipcodes,
    delivery_geofences: geofences,
    free_delivery_configs: full ? [{ cart_minimum: 10000 }] : delivery && r.chance(0.4) ? [{ cart_minimum: 15000 }] : [],
    // Store 1 delivers by its zones (its zip list stays for an operator who switches); others by what they list.
    delivery_config_strategy: full ? 'geofence' : zipcodes.length > 0 ? 'zipcode' : geofences.length > 0 ? 'geofence' : 'radius',
    curbside_pickup_setting: curbside ? (r.chance(0.2) ? 'mandatory' : 'allowed') : 'not_allowed',
    qr_curbside_settings: curbside ? { max_spot_number: r.int(4, 12), hide_spot_number: r.chance(0.2) } : null,
    pickup_payment_options: options(r.chance(0.5) ? ['credit'] : []),
    delivery_payment_options: options(r.chance(0.4) ? ['pay_by_bank'] : []),
    curbside_payment_options: options(['credit']),
    store_taxes: stateTax.taxes,
    sales_tax_rate: stateTax.sales,
    service_fee_amount: r.pick([0, 0, 100, 250]),
    tax_included: id === TAX_INCLUDED_STORE_ID,
    prepay: r.chance(0.2),
    prepayment_providers: r.chance(0.2) ? ['hosted_card'] : [],
    tip_settings: r.chance(0.6)
      ? r.chance(0.5)
        ? { variant: 'percentage', custom_amounts: [10, 15, 20], enabled_for: ['delivery', 'pickup'] }
        : { variant: 'dollar', custom_amounts: [200, 500, 1000], enabled_for: ['delivery'] }
      : null,
    guest_checkout_setting: r.pick(['allowed', 'allowed', 'required', 'disabled'] as const),
    checkout_age_minimum: recreational ? 21 : 18,
    require_checkout_agreement: r.chance(0.3),
    checkout_agreement_copy: null,
    checkout_agreement_link: null,
    birth_date_required: r.chance(0.4),
    kiosk_anonymous_checkout: r.pick(['allowed', 'required', 'none'] as const),
    hide_prices: id === HIDE_PRICES_STORE_ID,
    menu_tabs: menuTabs,
    custom_product_type_labels: r.chance(0.2) ? { 'pre-roll': 'Joints', extract: 'Concentrates' } : {},
    custom_lineage_labels: r.chance(0.15) ? { cbd: 'CBD-dominant', hybrid: 'Balanced' } : {},
    // 000 §5: Ohio stores may use custom labels for the sale row.
    specials_row_configs: { custom_display_name: place.state === 'OH' ? 'Daily Deals' : null },
    view_default: r.chance(0.7) ? 'grid_view' : 'list_view',
    carousel_banner: full || r.chance(0.2) ? { image_url: storePhoto(place.name, '#1b4332'), link: null, alt: `Welcome to ${place.name}` } : null,
    optional_filters: r.chance(0.5) ? ['feelings', 'activities'] : [],
    store_compliance_language_settings: place.state === 'MI' ? { bundle: 'mix & match', specials: 'deal' } : {},
    integrations: {
      hosted_checkout_provider: null,
      hosted_card_payment_provider: r.chance(0.2) ? 'canopy_pay' : null,
      pay_by_bank_provider: r.chance(0.3) ? 'canopy_bank' : null,
      wallet_provider: null,
      analytics_integration: analytics,
      hostname: null,
    },
    analytics_integration: analytics,
    cart_limit_rules: CART_LIMITS_BY_STATE[place.state] ?? [],
    loyalty,
    store_options: { accessible: r.chance(0.8), cash: true, credit: r.chance(0.5), debit: true },
    current_deals: r.sample(['Daily deals', 'Medical discounts', 'Student discounts', 'Veteran discounts', 'Senior discounts'] as const, r.int(0, 3)),
  };
  if (data.require_checkout_agreement) {
    data.checkout_agreement_copy = 'I confirm I am of legal age and will not resell these products.';
    data.checkout_agreement_link = '/terms';
  }
  return {
    row: {
      id,
      name: place.name,
      url_slug: slugify(place.name),
      city: place.city,
      state: place.state,
      country_code: place.country_code,
      zip: place.zip,
      lat: place.lat,
      long: place.long,
      time_zone_identifier: place.time_zone_identifier,
      medical: place.medical ? 1 : 0,
      recreational: recreational ? 1 : 0,
      pickup: pickup ? 1 : 0,
      delivery: delivery ? 1 : 0,
      curbside: curbside ? 1 : 0,
      rating: null,
      reviews_count: 0,
      data: '',
    },
    data,
  };
}

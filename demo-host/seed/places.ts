import type { CountryCode, TimeZoneName } from '../../shared/types';

export interface Place {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country_code: CountryCode;
  lat: number;
  long: number;
  time_zone_identifier: TimeZoneName;
  /** Adult-use (recreational) sales are legal here; medical is offered where `medical` is set. */
  recreational: boolean;
  medical: boolean;
  /** Area code for a real-looking phone number. */
  area: string;
}

const P = 'Pacific Time (US & Canada)';
const M = 'Mountain Time (US & Canada)';
const C = 'Central Time (US & Canada)';
const E = 'Eastern Time (US & Canada)';

// The store locations, in store-id order. Store 1: a California adult-use store (DESIGN §1.1); store 2 is
// the 5,000-product store (DESIGN §3 times the menu query at 5,000 products). 12 US states, 2 Canadian
// provinces and Puerto Rico; every time-zone name of 000 §3 but Indiana (East) is used.
export const PLACES: readonly Place[] = [
  { name: 'Canopy Silver Lake', street: '3921 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip: '90029', country_code: 'US', lat: 34.0912, long: -118.2795, time_zone_identifier: P, recreational: true, medical: false, area: '323' },
  { name: 'Mile High Greenhouse', street: '1550 Larimer St', city: 'Denver', state: 'CO', zip: '80202', country_code: 'US', lat: 39.7481, long: -104.9987, time_zone_identifier: M, recreational: true, medical: true, area: '303' },
  { name: 'Mission Leaf Collective', street: '2471 Mission St', city: 'San Francisco', state: 'CA', zip: '94110', country_code: 'US', lat: 37.7579, long: -122.4189, time_zone_identifier: P, recreational: true, medical: true, area: '415' },
  { name: 'Harbor Bloom', street: '845 Market St', city: 'San Diego', state: 'CA', zip: '92101', country_code: 'US', lat: 32.7113, long: -117.1556, time_zone_identifier: P, recreational: true, medical: false, area: '619' },
  { name: 'Capitol Cannabis Co.', street: '1220 K St', city: 'Sacramento', state: 'CA', zip: '95814', country_code: 'US', lat: 38.5791, long: -121.4903, time_zone_identifier: P, recreational: true, medical: true, area: '916' },
  { name: 'Flatirons Apothecary', street: '1909 Pearl St', city: 'Boulder', state: 'CO', zip: '80302', country_code: 'US', lat: 40.0190, long: -105.2747, time_zone_identifier: M, recreational: true, medical: false, area: '303' },
  { name: 'Pikes Peak Wellness', street: '430 N Tejon St', city: 'Colorado Springs', state: 'CO', zip: '80903', country_code: 'US', lat: 38.8397, long: -104.8226, time_zone_identifier: M, recreational: false, medical: true, area: '719' },
  { name: 'Emerald City Cannabis', street: '1418 E Pike St', city: 'Seattle', state: 'WA', zip: '98122', country_code: 'US', lat: 47.6141, long: -122.3139, time_zone_identifier: P, recreational: true, medical: true, area: '206' },
  { name: 'Lilac Leaf', street: '227 W Riverside Ave', city: 'Spokane', state: 'WA', zip: '99201', country_code: 'US', lat: 47.6578, long: -117.4255, time_zone_identifier: P, recreational: true, medical: false, area: '509' },
  { name: 'Rose City Remedies', street: '2035 SE Division St', city: 'Portland', state: 'OR', zip: '97202', country_code: 'US', lat: 45.5048, long: -122.6449, time_zone_identifier: P, recreational: true, medical: true, area: '503' },
  { name: 'Willamette Valley Farms', street: '88 W 8th Ave', city: 'Eugene', state: 'OR', zip: '97401', country_code: 'US', lat: 44.0501, long: -123.0926, time_zone_identifier: P, recreational: true, medical: false, area: '541' },
  { name: 'High Desert Dispensary', street: '915 NW Wall St', city: 'Bend', state: 'OR', zip: '97703', country_code: 'US', lat: 44.0600, long: -121.3153, time_zone_identifier: P, recreational: true, medical: false, area: '541' },
  { name: 'Neon Leaf Las Vegas', street: '3700 S Las Vegas Blvd', city: 'Las Vegas', state: 'NV', zip: '89109', country_code: 'US', lat: 36.1082, long: -115.1729, time_zone_identifier: P, recreational: true, medical: true, area: '702' },
  { name: 'Truckee River Provisions', street: '140 N Virginia St', city: 'Reno', state: 'NV', zip: '89501', country_code: 'US', lat: 39.5270, long: -119.8135, time_zone_identifier: P, recreational: true, medical: false, area: '775' },
  { name: 'Motor City Greens', street: '4120 Woodward Ave', city: 'Detroit', state: 'MI', zip: '48201', country_code: 'US', lat: 42.3520, long: -83.0617, time_zone_identifier: E, recreational: true, medical: true, area: '313' },
  { name: 'Arbor Provisioning', street: '310 S State St', city: 'Ann Arbor', state: 'MI', zip: '48104', country_code: 'US', lat: 42.2792, long: -83.7405, time_zone_identifier: E, recreational: true, medical: false, area: '734' },
  { name: 'Furniture City Cannabis', street: '25 Ionia Ave SW', city: 'Grand Rapids', state: 'MI', zip: '49503', country_code: 'US', lat: 42.9634, long: -85.6681, time_zone_identifier: E, recreational: true, medical: true, area: '616' },
  { name: 'Windy City Wellness', street: '1658 N Milwaukee Ave', city: 'Chicago', state: 'IL', zip: '60647', country_code: 'US', lat: 41.9116, long: -87.6776, time_zone_identifier: C, recreational: true, medical: true, area: '773' },
  { name: 'Prairie State Provisions', street: '501 E Adams St', city: 'Springfield', state: 'IL', zip: '62701', country_code: 'US', lat: 39.8003, long: -89.6471, time_zone_identifier: C, recreational: true, medical: false, area: '217' },
  { name: 'Back Bay Botanicals', street: '331 Newbury St', city: 'Boston', state: 'MA', zip: '02115', country_code: 'US', lat: 42.3485, long: -71.0858, time_zone_identifier: E, recreational: true, medical: true, area: '617' },
  { name: 'Heart of the Commonwealth', street: '90 Shrewsbury St', city: 'Worcester', state: 'MA', zip: '01604', country_code: 'US', lat: 42.2640, long: -71.7882, time_zone_identifier: E, recreational: true, medical: false, area: '508' },
  { name: 'Saguaro Wellness', street: '2201 E Camelback Rd', city: 'Phoenix', state: 'AZ', zip: '85016', country_code: 'US', lat: 33.5093, long: -112.0318, time_zone_identifier: 'Arizona', recreational: true, medical: true, area: '602' },
  { name: 'Old Pueblo Dispensary', street: '45 E Congress St', city: 'Tucson', state: 'AZ', zip: '85701', country_code: 'US', lat: 32.2220, long: -110.9694, time_zone_identifier: 'Arizona', recreational: true, medical: false, area: '520' },
  { name: 'Buckeye Botanicals', street: '1040 N High St', city: 'Columbus', state: 'OH', zip: '43201', country_code: 'US', lat: 39.9799, long: -83.0036, time_zone_identifier: E, recreational: false, medical: true, area: '614' },
  { name: 'Lakeshore Relief', street: '1300 W 25th St', city: 'Cleveland', state: 'OH', zip: '44113', country_code: 'US', lat: 41.4846, long: -81.7023, time_zone_identifier: E, recreational: true, medical: true, area: '216' },
  { name: 'Midnight Sun Cannabis', street: '615 E 5th Ave', city: 'Anchorage', state: 'AK', zip: '99501', country_code: 'US', lat: 61.2176, long: -149.8739, time_zone_identifier: 'Alaska', recreational: true, medical: false, area: '907' },
  { name: 'Aloha Green Apothecary', street: '1314 S King St', city: 'Honolulu', state: 'HI', zip: '96814', country_code: 'US', lat: 21.2988, long: -157.8421, time_zone_identifier: 'Hawaii', recreational: false, medical: true, area: '808' },
  { name: 'Bowery Leaf', street: '260 Bowery', city: 'New York', state: 'NY', zip: '10012', country_code: 'US', lat: 40.7230, long: -73.9927, time_zone_identifier: E, recreational: true, medical: true, area: '212' },
  { name: 'Queen West Cannabis', street: '620 Queen St W', city: 'Toronto', state: 'ON', zip: 'M6J 1E4', country_code: 'CA', lat: 43.6468, long: -79.4072, time_zone_identifier: E, recreational: true, medical: false, area: '416' },
  { name: 'ByWard Botanicals', street: '71 Clarence St', city: 'Ottawa', state: 'ON', zip: 'K1N 5P5', country_code: 'CA', lat: 45.4288, long: -75.6917, time_zone_identifier: E, recreational: true, medical: false, area: '613' },
  { name: 'Gastown Green', street: '12 Water St', city: 'Vancouver', state: 'BC', zip: 'V6B 1A4', country_code: 'CA', lat: 49.2840, long: -123.1067, time_zone_identifier: P, recreational: true, medical: false, area: '604' },
  { name: 'Inner Harbour Cannabis', street: '1002 Government St', city: 'Victoria', state: 'BC', zip: 'V8W 1X7', country_code: 'CA', lat: 48.4250, long: -123.3676, time_zone_identifier: P, recreational: true, medical: false, area: '250' },
  { name: 'Isla Verde Medicinal', street: '5900 Av Isla Verde', city: 'Carolina', state: 'PR', zip: '00979', country_code: 'PR', lat: 18.4410, long: -66.0190, time_zone_identifier: 'Puerto Rico', recreational: false, medical: true, area: '787' },
  { name: 'Condado Wellness', street: '1054 Av Ashford', city: 'San Juan', state: 'PR', zip: '00907', country_code: 'PR', lat: 18.4562, long: -66.0735, time_zone_identifier: 'Puerto Rico', recreational: false, medical: true, area: '787' },
  { name: 'Venice Beach Greens', street: '1501 Abbot Kinney Blvd', city: 'Los Angeles', state: 'CA', zip: '90291', country_code: 'US', lat: 33.9905, long: -118.4654, time_zone_identifier: P, recreational: true, medical: true, area: '310' },
];

// Stores beyond the list (npm run seed -- --stores N) reuse a place with a numbered name and a nudged position.
export function placeFor(index: number): Place {
  const base = PLACES[index % PLACES.length];
  const round = Math.floor(index / PLACES.length);
  if (round === 0) return base;
  return {
    ...base,
    name: `${base.name} #${round + 1}`,
    lat: Math.round((base.lat + round * 0.011) * 1e4) / 1e4,
    long: Math.round((base.long - round * 0.013) * 1e4) / 1e4,
  };
}

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

type Sales = 'adult' | 'medical' | 'adult+medical';
type Row = [
  name: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  country: CountryCode,
  lat: number,
  long: number,
  zone: TimeZoneName,
  sales: Sales,
  area: string,
];

// The store locations, in store-id order, one per line. Store 1: a California adult-use store (DESIGN §1.1); store
// 2 is the 5,000-product store (DESIGN §3 times the menu query at 5,000 products). 12 US states, 2 Canadian
// provinces and Puerto Rico; every time-zone name of 000 §3 but Indiana (East) is used.
// prettier-ignore
const ROWS: readonly Row[] = [
  ['Canopy Silver Lake', '3921 Sunset Blvd', 'Los Angeles', 'CA', '90029', 'US', 34.0912, -118.2795, P, 'adult', '323'],
  ['Mile High Greenhouse', '1550 Larimer St', 'Denver', 'CO', '80202', 'US', 39.7481, -104.9987, M, 'adult+medical', '303'],
  ['Mission Leaf Collective', '2471 Mission St', 'San Francisco', 'CA', '94110', 'US', 37.7579, -122.4189, P, 'adult+medical', '415'],
  ['Harbor Bloom', '845 Market St', 'San Diego', 'CA', '92101', 'US', 32.7113, -117.1556, P, 'adult', '619'],
  ['Capitol Cannabis Co.', '1220 K St', 'Sacramento', 'CA', '95814', 'US', 38.5791, -121.4903, P, 'adult+medical', '916'],
  ['Flatirons Apothecary', '1909 Pearl St', 'Boulder', 'CO', '80302', 'US', 40.019, -105.2747, M, 'adult', '303'],
  ['Pikes Peak Wellness', '430 N Tejon St', 'Colorado Springs', 'CO', '80903', 'US', 38.8397, -104.8226, M, 'medical', '719'],
  ['Emerald City Cannabis', '1418 E Pike St', 'Seattle', 'WA', '98122', 'US', 47.6141, -122.3139, P, 'adult+medical', '206'],
  ['Lilac Leaf', '227 W Riverside Ave', 'Spokane', 'WA', '99201', 'US', 47.6578, -117.4255, P, 'adult', '509'],
  ['Rose City Remedies', '2035 SE Division St', 'Portland', 'OR', '97202', 'US', 45.5048, -122.6449, P, 'adult+medical', '503'],
  ['Willamette Valley Farms', '88 W 8th Ave', 'Eugene', 'OR', '97401', 'US', 44.0501, -123.0926, P, 'adult', '541'],
  ['High Desert Dispensary', '915 NW Wall St', 'Bend', 'OR', '97703', 'US', 44.06, -121.3153, P, 'adult', '541'],
  ['Neon Leaf Las Vegas', '3700 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 'US', 36.1082, -115.1729, P, 'adult+medical', '702'],
  ['Truckee River Provisions', '140 N Virginia St', 'Reno', 'NV', '89501', 'US', 39.527, -119.8135, P, 'adult', '775'],
  ['Motor City Greens', '4120 Woodward Ave', 'Detroit', 'MI', '48201', 'US', 42.352, -83.0617, E, 'adult+medical', '313'],
  ['Arbor Provisioning', '310 S State St', 'Ann Arbor', 'MI', '48104', 'US', 42.2792, -83.7405, E, 'adult', '734'],
  ['Furniture City Cannabis', '25 Ionia Ave SW', 'Grand Rapids', 'MI', '49503', 'US', 42.9634, -85.6681, E, 'adult+medical', '616'],
  ['Windy City Wellness', '1658 N Milwaukee Ave', 'Chicago', 'IL', '60647', 'US', 41.9116, -87.6776, C, 'adult+medical', '773'],
  ['Prairie State Provisions', '501 E Adams St', 'Springfield', 'IL', '62701', 'US', 39.8003, -89.6471, C, 'adult', '217'],
  ['Back Bay Botanicals', '331 Newbury St', 'Boston', 'MA', '02115', 'US', 42.3485, -71.0858, E, 'adult+medical', '617'],
  ['Heart of the Commonwealth', '90 Shrewsbury St', 'Worcester', 'MA', '01604', 'US', 42.264, -71.7882, E, 'adult', '508'],
  ['Saguaro Wellness', '2201 E Camelback Rd', 'Phoenix', 'AZ', '85016', 'US', 33.5093, -112.0318, 'Arizona', 'adult+medical', '602'],
  ['Old Pueblo Dispensary', '45 E Congress St', 'Tucson', 'AZ', '85701', 'US', 32.222, -110.9694, 'Arizona', 'adult', '520'],
  ['Buckeye Botanicals', '1040 N High St', 'Columbus', 'OH', '43201', 'US', 39.9799, -83.0036, E, 'medical', '614'],
  ['Lakeshore Relief', '1300 W 25th St', 'Cleveland', 'OH', '44113', 'US', 41.4846, -81.7023, E, 'adult+medical', '216'],
  ['Midnight Sun Cannabis', '615 E 5th Ave', 'Anchorage', 'AK', '99501', 'US', 61.2176, -149.8739, 'Alaska', 'adult', '907'],
  ['Aloha Green Apothecary', '1314 S King St', 'Honolulu', 'HI', '96814', 'US', 21.2988, -157.8421, 'Hawaii', 'medical', '808'],
  ['Bowery Leaf', '260 Bowery', 'New York', 'NY', '10012', 'US', 40.723, -73.9927, E, 'adult+medical', '212'],
  ['Queen West Cannabis', '620 Queen St W', 'Toronto', 'ON', 'M6J 1E4', 'CA', 43.6468, -79.4072, E, 'adult', '416'],
  ['ByWard Botanicals', '71 Clarence St', 'Ottawa', 'ON', 'K1N 5P5', 'CA', 45.4288, -75.6917, E, 'adult', '613'],
  ['Gastown Green', '12 Water St', 'Vancouver', 'BC', 'V6B 1A4', 'CA', 49.284, -123.1067, P, 'adult', '604'],
  ['Inner Harbour Cannabis', '1002 Government St', 'Victoria', 'BC', 'V8W 1X7', 'CA', 48.425, -123.3676, P, 'adult', '250'],
  ['Isla Verde Medicinal', '5900 Av Isla Verde', 'Carolina', 'PR', '00979', 'PR', 18.441, -66.019, 'Puerto Rico', 'medical', '787'],
  ['Condado Wellness', '1054 Av Ashford', 'San Juan', 'PR', '00907', 'PR', 18.4562, -66.0735, 'Puerto Rico', 'medical', '787'],
  ['Venice Beach Greens', '1501 Abbot Kinney Blvd', 'Los Angeles', 'CA', '90291', 'US', 33.9905, -118.4654, P, 'adult+medical', '310'],
];

export const PLACES: readonly Place[] = ROWS.map(([name, street, city, state, zip, country_code, lat, long, time_zone_identifier, sales, area]) => ({
  name,
  street,
  city,
  state,
  zip,
  country_code,
  lat,
  long,
  time_zone_identifier,
  recreational: sales.startsWith('adult'),
  medical: sales.endsWith('medical'),
  area,
}));

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

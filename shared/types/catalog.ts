// 000 §3: the enumerations of the catalogue, as data so schemas and the seed can iterate them.

export const KINDS = ['gear', 'pre-roll', 'extract', 'edible', 'merch', 'grow', 'tincture', 'flower', 'topical', 'vape'] as const;
export type Kind = (typeof KINDS)[number];

// 000 §3: lineage values (the `category` field).
export const LINEAGES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;
export type Lineage = (typeof LINEAGES)[number];

// 000 §3: weight ids, in the order of the flower weight list, then each.
export const WEIGHT_IDS = ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each'] as const;
export type WeightId = (typeof WEIGHT_IDS)[number];

export const QUANTITY_UNITS = ['fl_oz', 'g', 'mg', 'ml', 'oz'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];

// 000 §3: the spec's time-zone names (the store's time_zone_identifier).
export const TIME_ZONE_NAMES = [
  'Alaska',
  'Arizona',
  'Central Time (US & Canada)',
  'Eastern Time (US & Canada)',
  'Hawaii',
  'Indiana (East)',
  'Mountain Time (US & Canada)',
  'Pacific Time (US & Canada)',
  'Puerto Rico',
] as const;
export type TimeZoneName = (typeof TIME_ZONE_NAMES)[number];

export const COUNTRY_CODES = ['US', 'CA', 'PR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const APP_MODES = ['default', 'embedded', 'framelessEmbed', 'whiteLabel', 'operatorEmbed', 'kiosk', 'bloom', 'headless'] as const;
export type AppMode = (typeof APP_MODES)[number];

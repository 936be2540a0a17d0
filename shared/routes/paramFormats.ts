import { encodeCoordinate } from './coordinates';
import { slugify } from './slugify';

// Parameter formats by parameter name, shared by every route so one rule covers every use.
// - ids: catalogue ids are positive integers (DESIGN §1.2: ids are numeric, stores start at 1);
// - slugs and place names: lower-case and hyphenated (000 §2), so buildPath slugifies them and
//   callers may pass a display name;
// - coordinates: decimals written with a comma (000 §2), a number is encoded on build;
// - anything else (category, reservation, cart and invoice ids, which may be uuids): any segment.
export type ParamFormat = 'id' | 'slug' | 'coordinate' | 'zoom' | 'text';

const FORMATS: Readonly<Record<string, ParamFormat>> = {
  storeId: 'id',
  productId: 'id',
  brandId: 'id',
  specialId: 'id',
  slug: 'slug',
  titleSlug: 'slug',
  brandSlug: 'slug',
  country: 'slug',
  state: 'slug',
  city: 'slug',
  lat: 'coordinate',
  long: 'coordinate',
  zoom: 'zoom',
};

export function paramFormat(name: string): ParamFormat {
  return FORMATS[name] ?? 'text';
}

const SHAPES: Readonly<Record<ParamFormat, RegExp>> = {
  id: /^[1-9]\d*$/,
  slug: /^[^]+$/,
  coordinate: /^-?\d+([,.]\d+)?$/,
  zoom: /^\d{1,2}$/,
  text: /^[^]+$/,
};

/** Does a decoded segment fit the parameter's format? */
export function fitsParamFormat(name: string, decoded: string): boolean {
  return SHAPES[paramFormat(name)].test(decoded);
}

/** The segment value buildPath writes, before URL-encoding; null when it cannot be written. */
export function formatParam(name: string, value: string | number): string | null {
  const format = paramFormat(name);
  let text: string;
  if (format === 'coordinate' && typeof value === 'number') text = encodeCoordinate(value);
  else if (format === 'slug') text = slugify(String(value));
  else text = String(value);
  return text !== '' && SHAPES[format].test(text) ? text : null;
}

// 000 §2: "coordinate decimals use a comma" — /dispensaries/coordinates/37,77/-122,41/12.

/** A coordinate as a path segment: comma decimal, at most 6 decimals (≈ 0.1 m), no trailing zeros. */
export function encodeCoordinate(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`coordinate must be a finite number, got ${value}`);
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return (text === '-0' ? '0' : text).replace('.', ',');
}

/** A path segment as a coordinate; a dot is accepted too (a hand-typed URL), anything else is null. */
export function decodeCoordinate(segment: string): number | null {
  if (!/^-?\d+([,.]\d+)?$/.test(segment)) return null;
  return Number(segment.replace(',', '.'));
}

export interface MapPosition {
  readonly lat: number;
  readonly long: number;
  readonly zoom: number;
}

// Web maps zoom from 0 (the world) to 22 (a building).
export const MAX_MAP_ZOOM = 22;

/** The params of the coordinates route as numbers, or null when any is malformed or out of range. */
export function parseMapPosition(params: { readonly lat?: string; readonly long?: string; readonly zoom?: string }): MapPosition | null {
  const lat = params.lat === undefined ? null : decodeCoordinate(params.lat);
  const long = params.long === undefined ? null : decodeCoordinate(params.long);
  const zoom = params.zoom !== undefined && /^\d{1,2}$/.test(params.zoom) ? Number(params.zoom) : null;
  if (lat === null || long === null || zoom === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(long) > 180 || zoom > MAX_MAP_ZOOM) return null;
  return { lat, long, zoom };
}

/** The params buildPath needs for the coordinates route. */
export function mapPositionParams(position: MapPosition): { lat: string; long: string; zoom: string } {
  return {
    lat: encodeCoordinate(position.lat),
    long: encodeCoordinate(position.long),
    zoom: String(Math.round(position.zoom)),
  };
}

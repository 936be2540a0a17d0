import booleanPointInPolygon from '@turf/boolean-point-in-polygon';

/** A place on the map in degrees. */
export interface GeoPoint {
  lat: number;
  long: number;
}

/** A GeoJSON Polygon's rings: the outer ring first, holes after it, each position [long, lat]. */
export type PolygonRings = readonly (readonly (readonly number[])[])[];

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the point lies in the polygon (its edge counts as inside, a hole as outside). A ring of fewer than 4 positions holds nothing. */
export function insidePolygon(point: GeoPoint, rings: PolygonRings): boolean {
  if (rings.length === 0 || rings.some((ring) => ring.length < 4)) return false;
  const coordinates = rings.map((ring) => ring.map((position) => [position[0], position[1]]));
  return booleanPointInPolygon([point.long, point.lat], { type: 'Polygon', coordinates });
}

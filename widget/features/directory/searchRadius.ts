// A web map at zoom 11 shows a metro area (about 25 miles across a phone); each zoom step halves or
// doubles that. The API takes radii up to 500 miles.
const MILES_AT_ZOOM_11 = 25;
const MIN_MILES = 1;
const MAX_MILES = 500;

/** The search radius in miles for the zoom of /dispensaries/coordinates/{lat}/{long}/{zoom}. */
export function searchRadius(zoom: number): number {
  const miles = MILES_AT_ZOOM_11 * 2 ** (11 - zoom);
  return Math.min(MAX_MILES, Math.max(MIN_MILES, Math.round(miles)));
}

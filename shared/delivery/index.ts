// Delivery areas (000 §3): the geometry and the rule that takes or refuses an address. Pure: the host places the
// address on the map (its geocoder) and hands the point in; the widget reads the server's decision.
export { haversineMiles, insidePolygon } from './geometry';
export type { GeoPoint, PolygonRings } from './geometry';
export { decideDeliveryArea, deliveryRuleOf, postalKey } from './deliveryArea';
export type { AreaDecision, AreaTerms } from './deliveryArea';
export type * from './types';

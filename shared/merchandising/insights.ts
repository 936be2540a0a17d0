// 001 §7 search-analytics insights: what POST /dm/1/events carries. Pure, so the widget that sends and the host
// that stores (and ranks with) the events apply the same limits.

export const INSIGHT_FILTERS_MAX = 10;
export const INSIGHT_OBJECT_IDS_MAX = 20;

export interface InsightFilterEvent {
  index: string;
  eventName: string;
  filters: string[];
  userToken: string;
}
export interface InsightObjectEvent {
  index: string;
  eventName: string;
  objectIDs: string[];
  userToken: string;
}
export type InsightEvent = InsightFilterEvent | InsightObjectEvent;

/** 001 §7: facet strings ("brand:Kiva", "kind:edible"): only those with a colon, brand facets first, at most 10. */
export function insightFilters(facets: readonly string[]): string[] {
  const withColon = facets.filter((facet) => facet.includes(':'));
  const isBrand = (facet: string) => facet.startsWith('brand:');
  return [...withColon.filter(isBrand), ...withColon.filter((facet) => !isBrand(facet))].slice(0, INSIGHT_FILTERS_MAX);
}

/** 001 §7: at most 20 object ids. */
export function insightObjectIds(ids: readonly (string | number)[]): string[] {
  return ids.slice(0, INSIGHT_OBJECT_IDS_MAX).map(String);
}

/**
 * 001 §7: one insight event, or null when there is nothing to send: no device id (the user token), no facet with a
 * colon, no object id.
 */
export function insightEvent(input: {
  index: string;
  eventName: string;
  deviceId: string | null;
  filters?: readonly string[];
  objectIds?: readonly (string | number)[];
}): InsightEvent | null {
  const { index, eventName, deviceId } = input;
  if (!deviceId) return null;
  if (input.objectIds) {
    const objectIDs = insightObjectIds(input.objectIds);
    return objectIDs.length > 0 ? { index, eventName, objectIDs, userToken: deviceId } : null;
  }
  const filters = insightFilters(input.filters ?? []);
  return filters.length > 0 ? { index, eventName, filters, userToken: deviceId } : null;
}

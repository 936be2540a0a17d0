// 001 §7: limits of one search-analytics insights event.
export const INSIGHTS_MAX_FILTERS = 10;
export const INSIGHTS_MAX_OBJECT_IDS = 20;

export type InsightsEventType = 'click' | 'conversion' | 'view';

interface InsightsEventBase {
  eventType: InsightsEventType;
  eventName: string;
  index: string;
  userToken: string;
}

export type InsightsEvent = (InsightsEventBase & { filters: string[] }) | (InsightsEventBase & { objectIDs: string[] });

export type InsightsEventInput = {
  eventType: InsightsEventType;
  eventName: string;
  index: string;
  deviceId: string | null | undefined;
} & ({ filters: readonly string[] } | { objectIDs: readonly (string | number)[] });

// The insights API takes attribute and value each URL-encoded, joined by the first colon.
function encodeFacet(facet: string): string {
  const colon = facet.indexOf(':');
  return `${encodeURIComponent(facet.slice(0, colon))}:${encodeURIComponent(facet.slice(colon + 1))}`;
}

/**
 * 001 §7: filters keep only facet strings containing a colon, brand facets first, at most 10.
 * Duplicates are dropped so they do not take a place.
 */
export function insightsFilters(facets: readonly string[]): string[] {
  const withColon = [...new Set(facets.filter((facet) => facet.includes(':')))];
  const isBrand = (facet: string) => facet.startsWith('brand:');
  return [...withColon.filter(isBrand), ...withColon.filter((facet) => !isBrand(facet))].slice(0, INSIGHTS_MAX_FILTERS).map(encodeFacet);
}

/**
 * One search-analytics insights event (001 §7): filters or objectIDs (at most 20), userToken from
 * the device id. Null, meaning send nothing, without a device id or with nothing to report.
 */
export function buildInsightsEvent(input: InsightsEventInput): InsightsEvent | null {
  if (!input.deviceId) return null;
  const base: InsightsEventBase = {
    eventType: input.eventType,
    eventName: input.eventName,
    index: input.index,
    userToken: input.deviceId,
  };
  if ('filters' in input) {
    const filters = insightsFilters(input.filters);
    return filters.length > 0 ? { ...base, filters } : null;
  }
  const objectIDs = input.objectIDs.map(String).slice(0, INSIGHTS_MAX_OBJECT_IDS);
  return objectIDs.length > 0 ? { ...base, objectIDs } : null;
}

/** The body of POST /1/events (001 §7). */
export function insightsRequestBody(events: readonly InsightsEvent[]): { events: InsightsEvent[] } {
  return { events: [...events] };
}

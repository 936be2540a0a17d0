export { DM_ERRORS, DM_SDK_PREFIX, FEATURED_PLACEMENTS, MULTI_TYPES, PLACEMENTS, RANKED_ROWS_DEBOUNCE_MS, RANKED_ROWS_PAGE_SIZE, isMultiType, isPlacement } from './placements';
export type { MultiType, Placement } from './placements';
export { DM_BASE_PATH, DM_PUBLIC_API_KEY, DM_SOURCE, DM_VERSION, dmEndpoint, dmUrl } from './endpoint';
export { INSIGHT_FILTERS_MAX, INSIGHT_OBJECT_IDS_MAX, insightEvent, insightFilters, insightObjectIds } from './insights';
export type { InsightEvent, InsightFilterEvent, InsightObjectEvent } from './insights';

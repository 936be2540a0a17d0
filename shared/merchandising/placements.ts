// 001 §7, §9: the merchandising (ranked-rows) service's placements, request types and limits, shared by the host
// that ranks (demo-host/merchandising) and the widget that asks (widget/features/merchandising).

/** 001 §7: every placement the service answers. */
export const PLACEMENTS = [
  'best_selling',
  'brand_specials',
  'buy_again_row',
  'cart_toppers',
  'menu_dynamic_row',
  'menu_inline',
  'menu_inline_table',
  'menu_top_row',
  'pdp_row',
  'sale',
  'specials',
  'thematic_row',
  'virtual_budtender_search',
] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** 001 §7 POST /v2/multi: a list of placements (custom) or the menu's featured rows (featured). */
export const MULTI_TYPES = ['custom', 'featured'] as const;
export type MultiType = (typeof MULTI_TYPES)[number];

/** 001 §9: a ranked row's page; further pages come from the first answer's cache (POST /v2/smartpage). */
export const RANKED_ROWS_PAGE_SIZE = 60;
/** 001 §9: the widget waits this long after the last change before it asks for ranked rows again. */
export const RANKED_ROWS_DEBOUNCE_MS = 1000;

export function isPlacement(name: unknown): name is Placement {
  return typeof name === 'string' && (PLACEMENTS as readonly string[]).includes(name);
}

export function isMultiType(name: unknown): name is MultiType {
  return typeof name === 'string' && (MULTI_TYPES as readonly string[]).includes(name);
}

/**
 * 001 §8: the SDK's errors, worded as the spec words them. Canopy keeps the spec's '[Jane DM SDK]:' prefix so a
 * partner's monitoring that matches those messages keeps matching (docs/api-merchandising.md § Errors).
 */
export const DM_SDK_PREFIX = '[Jane DM SDK]:';
export const DM_ERRORS = {
  queriesNeedDeviceId: `${DM_SDK_PREFIX} Jane Device ID (jdid) is required to fetch virtual budtender queries`,
  searchNeedsDeviceId: `${DM_SDK_PREFIX} Jane Device ID (jdid) is required to perform virtual budtender search`,
  invalidPlacement: (placement: unknown) => `${DM_SDK_PREFIX} Invalid placement: ${String(placement)}`,
  invalidMultiType: (type: unknown) => `${DM_SDK_PREFIX} Invalid multi type: ${String(type)}`,
  /** 001 §8: any non-OK answer. */
  requestFailed: 'Api Request Failed',
} as const;

/** 001 §7: the rows the featured multi-request draws on the menu, top row first. */
export const FEATURED_PLACEMENTS: readonly Placement[] = ['menu_top_row', 'best_selling', 'specials', 'buy_again_row', 'thematic_row'];

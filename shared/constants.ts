// Business constants of 000 §9 and 001 §9 that the code uses; a constant lands here with its first user. Values
// the spec does not give are not invented here.

// 000 §9, 001 §2: screen sizes.
export const SIZE_CLASSES = {
  mobile: { max: 480 },
  verticalTablet: { min: 481, max: 767 },
  largerThanVerticalTablet: { min: 768 },
  desktop: { min: 1024 },
} as const;

// 000 §9: review display threshold.
export const REVIEW_DISPLAY_THRESHOLD = 5;

// 000 §9: carousel and layout sizes.
export const CAROUSEL_GAP_PX = 24;
export const CAROUSEL_GAP_MOBILE_PX = 16;
export const CAROUSEL_SKELETON_CARDS = 20;
export const PRODUCT_GRID_SKELETON_ITEMS = 12;
// DESIGN §3 first product card: the widget's very first frame draws only the cards that can be on the first
// screen, the rest right after it is painted. By size class (000 §2), at its widest: a carousel row shows 2.5
// cards up to 480 px, 3.4 up to 767, 4 up to 1023 and 5 whole ones beyond (carouselCss), so one card more than
// that; the menu grid has 2, 3 and 4 columns (baseCss), so two rows of them. A phone draws 7 cards, not 14.
export const FIRST_SCREEN_ITEMS = {
  mobile: { carousel: 3, grid: 4 },
  verticalTablet: { carousel: 4, grid: 6 },
  tablet: { carousel: 5, grid: 6 },
  desktop: { carousel: 6, grid: 8 },
} as const satisfies Record<string, { readonly carousel: number; readonly grid: number }>;
export const CAROUSEL_VIEW_ALL_LABEL = 'View all';
export const WEIGHT_BUTTON_HEIGHT_PX = 54;
export const WEIGHT_BUTTON_WIDTH_PX = 88;
export const THUMBNAIL_PX = 88;
export const FILTER_LIST_MAX_HEIGHT_PX = 360;
export const FILTER_LIST_MAX_HEIGHT_TABLET_PX = 420;
export const FILTER_SEARCH_POPOVER_WIDTH_PX = 320;
export const STICKY_BANNER_HEIGHT_PX = 76;

// 000 §9, 001 §9: timings.
export const NEARLY_OPEN_MINUTES = 30;
export const SCHEDULE_WINDOW_DAYS = 7;
export const PROMPT_DISMISS_MS = 24 * 60 * 60 * 1000;
export const PROMPT_AUTO_HIDE_MS = 10_000;
export const PARENT_MESSAGE_DEBOUNCE_MS = 275;
export const PARENT_MESSAGE_MAX_WAIT_MS = 1000; // DESIGN §1.3: flush at the latest 1 s after the first.
export const SEARCH_DEBOUNCE_MS = 300;
export const NOTIFICATION_MS = 6000;
export const CART_REFETCH_THRESHOLD_MS = 2000;
export const IDENTITY_ANALYTICS_INTERVAL_MS = 15 * 60 * 1000;

// 000 §8, 001 §8: maintenance.
export const MAINTENANCE_STATUS = 420;

// 000 §1, 001 §6: feature flags.
export const FLAG_GUEST_BUCKETS = 1_000_000;
/** How many flag evaluation events the widget keeps for a reader (the analytics or a flag service); the oldest go first. */
export const FLAG_EVENT_CAPACITY = 500;
/** The auto-refresh flag's interval: the spec names the flag, not a period; a minute keeps stock and prices current without load. */
export const AUTO_REFRESH_INTERVAL_MS = 60_000;

// 001 §9: identifiers and input lengths.
export const DEVICE_ID_LENGTH = 21;
export const FINGERPRINT_ID_LENGTH = 20;
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 10;

// 001 §9: cookies expire in 2038.
export const COOKIE_EXPIRY = '2038-01-01T00:00:00.000Z';
export const ANONYMOUS_ANALYTICS_COOKIE_MONTHS = 6;

// 001 §7: error reporting limits.
export const ERROR_REPORTS_PER_SECOND = 10;
export const ERROR_CONSOLE_TEXT_LIMIT = 80_000;
export const ERROR_VISITOR_TEXT_LIMIT = 500;
export const ERROR_LOG_ENTRIES_KEPT = 30;

// 001 §3, §9: reservation modes (pickup is the default).
export const RESERVATION_MODES = ['pickup', 'delivery', 'curbside'] as const;
export type ReservationMode = (typeof RESERVATION_MODES)[number];

// 000 §3, §9: time zones.
export const DEFAULT_TIME_ZONE_NAME = 'Pacific Time (US & Canada)';

// 001 §7: URL tags kept for analytics.
export const KEPT_URL_TAGS = ['og_ref', 'utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term'] as const;

// DESIGN §3: the id of the JSON script in which the host inlines the first page's API answers for the widget.
export const INLINE_ANSWERS_ID = 'canopy-answers';
// DESIGN §3: the id of the element holding the widget's first frame as the host drew it, shown until the
// widget's own first render replaces it.
export const FIRST_VIEW_ID = 'canopy-first-view';

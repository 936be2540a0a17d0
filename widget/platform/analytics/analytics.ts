import { DEFAULT_ANALYTICS_CURRENCY, extractUrlTags, shouldSendIdentity } from '../../../shared/platform';
import type { UrlTags } from '../../../shared/platform';
import { currencyForCountry } from '../../../shared/money';
import type { AppMode } from '../../../shared/types';
import type { SafeStorage } from '../safeStorage';
import { loadAnonymousId } from './anonymousId';
import type { CookieJar } from './anonymousId';

/** The GA4 events the widget sends (docs/embedding.md lists each with its parameters). */
export const ANALYTICS_EVENTS = [
  'page_view',
  'screen_view',
  'view_item_list',
  'select_item',
  'view_item',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'login',
  'sign_up',
  'identify',
  'experiment_exposure',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsParams = Record<string, unknown>;

export interface AnalyticsDeps {
  /** Hands one event to the host page (the `analytics` message through the outbox, DESIGN §1.3). */
  readonly send: (event: AnalyticsEvent, properties: AnalyticsParams) => void;
  readonly mode: AppMode;
  /** The widget's development build (NODE_ENV=development): 001 §7 skips tracking there. */
  readonly development?: boolean;
  /** The query string the widget was opened with: its og_ref and utm_* tags (001 §7). */
  readonly search?: string;
  /** The partner page's tags the loader passed on (WidgetConfig tags): an iframe cannot read that page's address. */
  readonly pageTags?: string;
  readonly storage?: SafeStorage | null;
  /** Where the anonymous analytics cookie lives (001 §7: 6 months); none in the server's first view. */
  readonly cookies?: CookieJar | null;
  readonly now?: () => number;
}

export interface Analytics {
  /** False in kiosk mode and in development (001 §7): nothing is sent. */
  readonly enabled: boolean;
  /** Sends one event with the URL tags and the anonymous id attached; items' currency is the store's. */
  track(event: AnalyticsEvent, params?: AnalyticsParams): void;
  /** 001 §7 identity analytics: who the shopper is, at most once per source per 15 minutes. */
  identify(userId: string | number, source: string): void;
  /** Learns a store's currency (000 §5: by its country) for the events about its products. */
  knowStore(store: { id: number; country_code?: string | null }): void;
  currencyOf(storeId: number | null | undefined): string;
}

// Where the kept URL tags and the identity sends are remembered across pages (001 §9 keeps tags per cart too).
export const URL_TAGS_KEY = 'canopy-analytics-tags';
export const IDENTITY_SENT_KEY = 'canopy-analytics-identity';

function keptTags({ search, pageTags, storage }: AnalyticsDeps): UrlTags {
  const arrived = { ...extractUrlTags(new URLSearchParams(pageTags ?? '')), ...extractUrlTags(new URLSearchParams(search ?? '')) };
  if (Object.keys(arrived).length > 0) {
    storage?.set(URL_TAGS_KEY, JSON.stringify(arrived));
    return arrived;
  }
  try {
    const stored: unknown = JSON.parse(storage?.get(URL_TAGS_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? extractUrlTags(new URLSearchParams(stored as Record<string, string>)) : {};
  } catch {
    return {};
  }
}

function readSent(storage: Pick<SafeStorage, 'get'>): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(storage.get(IDENTITY_SENT_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The widget's one analytics module (001 §7): GA4-shaped events to the host page, with the tags kept from the URL,
 * the anonymous analytics id and the store's currency. Kiosk mode and development builds send nothing.
 */
export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const now = deps.now ?? Date.now;
  // Without storage the identity sends are remembered for this page only.
  const sentInMemory = new Map<string, string>();
  const storage: Pick<SafeStorage, 'get' | 'set'> = deps.storage ?? { get: (key) => sentInMemory.get(key) ?? null, set: (key, value) => void sentInMemory.set(key, value) };
  const enabled = deps.mode !== 'kiosk' && !deps.development;
  const tags = enabled ? keptTags(deps) : {};
  let anonymousId: string | null | undefined;
  const currencies = new Map<number, string>();

  const currencyOf = (storeId: number | null | undefined) => (storeId == null ? undefined : currencies.get(storeId)) ?? DEFAULT_ANALYTICS_CURRENCY;

  function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
    if (!enabled) return;
    anonymousId ??= deps.cookies ? loadAnonymousId(deps.cookies, now()) : null;
    deps.send(event, { ...params, ...tags, ...(anonymousId ? { anonymous_id: anonymousId } : {}) });
  }

  return {
    enabled,
    track,
    identify(userId, source) {
      if (!enabled) return;
      const sent = readSent(storage);
      if (!shouldSendIdentity(sent[source], now())) return;
      storage.set(IDENTITY_SENT_KEY, JSON.stringify({ ...sent, [source]: now() }));
      track('identify', { user_id: String(userId), source });
    },
    knowStore(store) {
      currencies.set(store.id, currencyForCountry(store.country_code));
    },
    currencyOf,
  };
}

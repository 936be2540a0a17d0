import { PROTOCOL_VERSION, type WidgetConfig } from '../shared/protocol';
import { apiBase } from '../shared/routes/apiBase';
import type { AppMode } from '../shared/routes/appModes';
import { joinBase, modeBase } from '../shared/routes/modeBase';
import type { EmbedOptions } from './parseOptions';

export interface EmbedPlan {
  config: WidgetConfig;
  /** The mode base on the widget origin ('' for none). */
  base: string;
  /** iframe modes: the widget URL, base + route (DESIGN §1.4). */
  src: string;
}

export interface PlanContext {
  widgetOrigin: string;
  hostOrigin: string;
  /** The route found in this page's URL (?canopy=) when this embed syncs. */
  syncedPath: string | null;
  urlSync: boolean;
  /** The loader's number for this embed on the page (the handle's id, the messages' embedId). */
  embedId: number;
  /** The page address's query string (location.search). */
  pageSearch?: string;
}

// 001 §7: the tags kept from URLs (shared/constants KEPT_URL_TAGS), matched here without the shared list to keep the loader small.
const PAGE_TAG = /[?&](?:og_ref|utm_(?:medium|source|campaign|content|term))=[^&#]*/g;

// In these modes the base's partner id is the dispensary itself (/embed/stores/{partnerId}, 000 §2).
const PARTNER_IS_STORE: readonly AppMode[] = ['embedded', 'framelessEmbed', 'whiteLabel', 'kiosk'];

/** Turns parsed options into the widget config and URL. Throws a RouteError only on inputs parsing rejects. */
export function planEmbed(options: EmbedOptions, context: PlanContext): EmbedPlan {
  const { mode } = options;
  let { storeId, partnerId } = options;
  if (PARTNER_IS_STORE.includes(mode)) {
    partnerId ??= storeId;
    storeId ??= partnerId;
  }
  const base = modeBase({ mode, partnerId, operatorId: options.operatorId, storeId, partnerName: options.partnerName ?? 'kiosk' });
  const initialPath = context.syncedPath ?? options.path ?? defaultRoute(mode, storeId, partnerId);
  // Absent options stay undefined rather than spread in (no spread helper in the es2017 loader); the config's
  // guard and structured cloning read an undefined field as a missing one.
  const config: WidgetConfig = {
    mode,
    storeId,
    partnerId,
    operatorId: options.operatorId,
    apiBase: apiBase({ origin: context.widgetOrigin, mode, apiBase: options.apiBase }),
    initialPath,
    theme: options.theme,
    // 001 §1: sign-in can be turned off in embedded mode; of the loader's modes only kiosk is not one (000 §1).
    auth: options.auth === 'off' && mode !== 'kiosk' ? false : undefined,
    hostOrigin: context.hostOrigin,
    urlSync: context.urlSync,
    protocolVersion: PROTOCOL_VERSION,
    embedId: context.embedId,
    tags: (context.pageSearch ?? '').match(PAGE_TAG)?.join('') || undefined,
  };
  return { config, base, src: context.widgetOrigin + joinBase(base, initialPath) };
}

/** The first route when neither data-path nor the page URL names one. */
export function defaultRoute(mode: AppMode, storeId: number | undefined, partnerId: number | undefined): string {
  switch (mode) {
    case 'operatorEmbed':
      return storeId === undefined ? '/stores' : '/menu';
    case 'headless':
    case 'bloom':
    case 'default':
      return storeId === undefined ? '/' : `/stores/${storeId}/menu`;
    default:
      // A partner embedding one of several stores opens that store's menu under its own base.
      return storeId !== undefined && storeId !== partnerId ? `/stores/${storeId}/menu` : '/menu';
  }
}

import { PROTOCOL_VERSION, type WidgetConfig } from '../protocol';
import { apiBase } from './apiBase';
import type { AppMode } from './appModes';
import { matchRoute } from './matchRoute';
import { splitModeBase } from './splitModeBase';

const PARTNER_IS_STORE: readonly AppMode[] = ['embedded', 'framelessEmbed', 'whiteLabel', 'kiosk'];

/**
 * The config of a widget opened without a loader (DESIGN §1.5): mode and ids from the mode base of its own
 * URL, the route under it, the API on its own origin, no URL sync.
 */
export function configFromUrl(url: URL, hostOrigin: string): WidgetConfig {
  const path = url.pathname + url.search + url.hash;
  const split = splitModeBase(path);
  const mode = split?.mode ?? 'default';
  const ids = split?.ids ?? {};
  // An embedded base names the dispensary (/embed/stores/{partnerId}); the app asks for a store. Headless has no
  // id in its base: a headless parent frames a store's page (/headless/stores/1/menu), and that is its store.
  const storeId = ids.storeId ?? (PARTNER_IS_STORE.includes(mode) ? ids.partnerId : mode === 'headless' ? storeOfRoute(split?.route ?? '/') : undefined);
  let base: string;
  try {
    base = apiBase({ origin: url.origin, mode });
  } catch {
    base = `${url.origin}/api/v1`;
  }
  return {
    mode,
    ...(storeId !== undefined && { storeId }),
    ...(ids.partnerId !== undefined && { partnerId: ids.partnerId }),
    ...(ids.operatorId !== undefined && { operatorId: ids.operatorId }),
    apiBase: base,
    initialPath: split?.route ?? (path.startsWith('/') ? path : '/'),
    hostOrigin,
    urlSync: false,
    protocolVersion: PROTOCOL_VERSION,
  };
}

/** The store a route names: its /stores/{storeId} segment, else its ?store_id= query (000 §2 product routes). */
function storeOfRoute(route: string): number | undefined {
  const match = matchRoute(route);
  const text = match?.params.storeId ?? match?.query.store_id;
  return text && /^[1-9]\d*$/.test(text) ? Number(text) : undefined;
}

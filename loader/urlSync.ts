import { isRoutePath } from '../shared/protocol';

/** The host-page query parameter holding the widget route (DESIGN §1.5). */
export const SYNC_PARAM = 'canopy';

// Characters a query value may hold as they are, so the address reads ?canopy=/products/12/blue-dream.
const READABLE = { '%2F': '/', '%3A': ':', '%40': '@', '%2C': ',' } as const;

export function encodeSyncedPath(path: string): string {
  return encodeURIComponent(path).replace(/%2F|%3A|%40|%2C/g, (hex) => READABLE[hex as keyof typeof READABLE]);
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The widget route in a search string ('?a=1&canopy=/menu'), or null when absent or not a route. */
export function readSyncedPath(search: string): string | null {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq === -1 || decodePart(part.slice(0, eq)) !== SYNC_PARAM) continue;
    const value = decodePart(part.slice(eq + 1));
    return isRoutePath(value) ? value : null;
  }
  return null;
}

/**
 * The search string with the route written into (or, for null, removed from) its `canopy` parameter. Other
 * parameters keep their order and their exact spelling; a repeated `canopy` parameter collapses into one.
 */
export function writeSyncedPath(search: string, path: string | null): string {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const kept: string[] = [];
  let placed = false;
  for (const part of parts) {
    const key = part.includes('=') ? part.slice(0, part.indexOf('=')) : part;
    if (decodePart(key) !== SYNC_PARAM) {
      kept.push(part);
    } else if (!placed && path !== null) {
      kept.push(`${SYNC_PARAM}=${encodeSyncedPath(path)}`);
      placed = true;
    }
  }
  if (!placed && path !== null) kept.push(`${SYNC_PARAM}=${encodeSyncedPath(path)}`);
  return kept.length ? `?${kept.join('&')}` : '';
}

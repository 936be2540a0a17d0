import type { AppMode } from './appModes';
import { normalizeBasePath } from './modeBase';
import { RouteError } from './RouteError';

/** The API base path a Canopy host serves (DESIGN §1.1). */
export const DEFAULT_API_BASE_PATH = '/api/v1';

export interface ApiBaseInput {
  /** The origin the API is called on: the widget origin (where loader.js came from). */
  readonly origin: string;
  readonly mode: AppMode;
  /** The path a partner-hosted store is served under, e.g. '/shop' (000 §7). */
  readonly hostedPath?: string;
  /**
   * The page-embedded setting (000 §7; the snippet's data-api-base): a path on `origin`, or an
   * absolute http(s) URL of a partner-hosted API, which is then used exactly as given.
   */
  readonly apiBase?: string;
}

/**
 * The absolute URL every own-API path (001 §7) is appended to, without a trailing slash.
 *
 * 000 §7: "The API base path is set by page-embedded settings; it is prefixed with a hosted path for
 * partner-hosted stores, and for frameless embed the leading api segment is dropped." So:
 *   1. the path is the page setting, or /api/v1 (what our host serves) when there is none;
 *   2. a hosted path is put in front of it;
 *   3. in framelessEmbed a page setting loses its leading `api` segment — the setting is written for
 *      the partner's own page, while a frameless widget calls the API's host directly, where that
 *      segment is not part of the path. Our own default is the host's real path and is kept, so a
 *      frameless widget with no setting calls `${origin}/api/v1` like every other mode.
 * An absolute URL setting is the whole answer (the partner named its API exactly).
 */
export function apiBase(input: ApiBaseInput): string {
  const setting = input.apiBase?.trim();
  if (setting && /^https?:\/\//i.test(setting)) return parseUrl(setting, 'apiBase').href.replace(/\/+$/, '');

  const origin = parseUrl(input.origin, 'origin');
  if (origin.pathname !== '/' || origin.search || origin.hash) {
    throw new RouteError('invalid_config', `origin is scheme://host[:port] only, got ${input.origin}`);
  }
  let path = setting ? normalizeApiPath(setting) : DEFAULT_API_BASE_PATH;
  if (setting && input.mode === 'framelessEmbed') path = dropLeadingApiSegment(path);
  if (input.hostedPath !== undefined) path = normalizeBasePath(input.hostedPath) + path;
  return origin.origin + path;
}

function normalizeApiPath(setting: string): string {
  if (!setting.startsWith('/')) {
    throw new RouteError('invalid_config', `apiBase is a path like /api/v1 or an http(s) URL, got ${setting}`);
  }
  return normalizeBasePath(setting);
}

function dropLeadingApiSegment(path: string): string {
  return path === '/api' ? '' : path.startsWith('/api/') ? path.slice('/api'.length) : path;
}

function parseUrl(text: string, name: string): URL {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new RouteError('invalid_config', `${name} is an http(s) URL, got ${JSON.stringify(text)}`);
}

// 001 §5, §7: where the widget finds the merchandising service and what every call carries.

/** The service's path on the Canopy host (DESIGN §1: /dm/v2/smart, /dm/1/events, …). */
export const DM_BASE_PATH = '/dm';
export const DM_SOURCE = 'canopy-widget';
/** The wire version of docs/api-merchandising.md; the host answers a 400 for any other. */
export const DM_VERSION = '2';
/** The host's service is public (the widget is): the key names the caller, it is not a secret. */
export const DM_PUBLIC_API_KEY = 'canopy-public';

/**
 * 001 §5: the service's base URL. An override (the store's `merchandising_url` setting) is used only when it is a
 * valid http(s) URL; anything else falls back to the default, `/dm` on the API base's origin.
 */
export function dmEndpoint(apiBase: string, override?: string | null): string {
  if (override) {
    try {
      const url = new URL(override.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href.replace(/\/+$/, '');
    } catch {
      // not a URL: the default below
    }
  }
  return new URL(apiBase).origin + DM_BASE_PATH;
}

/** 001 §7: jdm_source, jdm_version and jdm_api_key on every URL. */
export function dmUrl(base: string, path: string, apiKey: string = DM_PUBLIC_API_KEY): string {
  const query = new URLSearchParams({ jdm_source: DM_SOURCE, jdm_version: DM_VERSION, jdm_api_key: apiKey });
  return `${base.replace(/\/+$/, '')}${path}?${query}`;
}

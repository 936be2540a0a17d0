import type { Http } from './createHttp';

/**
 * 001 §7 GET /bootstrap: sets the host's device-id cookie and answers the id to use, the cookie's if it had
 * one, else `storedId` (the id the widget kept). Quiet: the widget works on with its stored id if it fails.
 */
export async function fetchBootstrap(http: Http, storedId: string | null): Promise<{ device_id?: unknown } | null> {
  return http.get<{ device_id?: unknown } | null>('/bootstrap', { query: storedId ? { device_id: storedId } : undefined, quiet: true });
}

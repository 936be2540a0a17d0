import { COOKIE_SESSION_MODE, SESSION_MODE_HEADER } from '../../shared/platform';
import { DM_ERRORS, dmUrl } from '../../shared/merchandising';
import type { GenericSchema } from 'valibot';
import { parseResponse } from '../../shared/schemas/parseResponse';

/** How the service knows the shopper: the widget's bearer token, or (framelessEmbed) its session cookie. */
export interface DmAuth {
  token: () => string | null;
  /** framelessEmbed: the session is an HttpOnly cookie on the host. */
  cookieSession: boolean;
}

export interface DmClient {
  /** The service's base URL (shared/merchandising dmEndpoint). */
  readonly base: string;
  /**
   * 001 §7: a POST with a text/plain JSON body (no CORS preflight for an anonymous shopper), jdm_* on the URL.
   * 204 is null; a non-OK answer rejects with 'Api Request Failed' (001 §8). No notification: rows and panels
   * that fail say so in their own place.
   */
  post<T>(path: string, body: unknown, options?: { schema?: GenericSchema<unknown, T>; signal?: AbortSignal }): Promise<T | null>;
  /** 001 §7: fire and forget (impressions, the session beacon): sendBeacon where the browser has it, else a keepalive POST. */
  send(path: string, body: unknown): void;
}

export interface DmClientOptions {
  base: string;
  auth: DmAuth;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

export class DmRequestError extends Error {
  constructor(readonly status: number) {
    super(DM_ERRORS.requestFailed);
    this.name = 'DmRequestError';
  }
}

/** The merchandising service's one request layer (001 §7–8); the widget's own API keeps createHttp. */
export function createDmClient({ base, auth, fetch: doFetch = (input, init) => fetch(input, init), sendBeacon }: DmClientOptions): DmClient {
  function init(body: unknown, signal?: AbortSignal): RequestInit {
    const headers: Record<string, string> = { 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'application/json' };
    const token = auth.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (auth.cookieSession) headers[SESSION_MODE_HEADER] = COOKIE_SESSION_MODE;
    return { method: 'POST', headers, body: JSON.stringify(body), credentials: auth.cookieSession ? 'include' : 'omit', signal };
  }

  async function post<T>(path: string, body: unknown, options: { schema?: GenericSchema<unknown, T>; signal?: AbortSignal } = {}): Promise<T | null> {
    const response = await doFetch(dmUrl(base, path), init(body, options.signal));
    if (!response.ok) throw new DmRequestError(response.status);
    if (response.status === 204) return null;
    const answer: unknown = await response.json();
    if (!options.schema) return answer as T;
    const warn = (mismatch: { issues: { path: string; message: string }[] }) =>
      console.warn(`[canopy] POST ${path} answered an unexpected shape (used anyway):`, mismatch.issues.map((issue) => `${issue.path || '(answer)'}: ${issue.message}`).join('; '));
    return parseResponse(options.schema, answer, warn);
  }

  function send(path: string, body: unknown): void {
    const url = dmUrl(base, path);
    // A beacon cannot carry the bearer token: signed-in events go as a keepalive fetch instead.
    if (sendBeacon && !auth.token() && !auth.cookieSession && sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'text/plain;charset=UTF-8' }))) return;
    doFetch(url, { ...init(body), keepalive: true }).catch(() => {});
  }

  return { base, post, send };
}

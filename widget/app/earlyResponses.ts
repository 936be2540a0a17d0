import { requestUrl } from '../api/createHttp';
import type { QueryParams } from '../api/createHttp';

/** How long an answer fetched at boot waits to be taken; a page that never asks lets it go. */
const EARLY_TTL_MS = 15_000;

export interface EarlyResponses {
  /** Starts a GET now, as the widget's request layer would send it without a token. */
  get(path: string, query?: QueryParams): void;
  /** The answer started for this URL, once: a second request for it goes to the network. */
  take(url: string): Promise<Response> | undefined;
}

/**
 * GETs the first page needs, started while the penpal handshake is still running (the API base is known from
 * the widget's own URL then). The request layer takes an answer when it asks for the same URL; a different
 * config from the loader means different URLs, so nothing wrong is ever reused.
 */
export function createEarlyResponses(apiBase: string, doFetch: typeof fetch = (input, init) => fetch(input, init), now = () => Date.now()): EarlyResponses {
  const started = new Map<string, { at: number; response: Promise<Response> }>();
  return {
    get(path, query) {
      const url = requestUrl(apiBase, path, query);
      if (started.has(url)) return;
      const response = doFetch(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'include' });
      response.catch(() => undefined);
      started.set(url, { at: now(), response });
    },
    take(url) {
      const entry = started.get(url);
      if (!entry) return undefined;
      started.delete(url);
      return now() - entry.at <= EARLY_TTL_MS ? entry.response : undefined;
    },
  };
}

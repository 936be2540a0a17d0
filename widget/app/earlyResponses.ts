import { requestUrl } from '../../shared/routes';
import type { QueryParams } from '../../shared/routes';

/** How long an answer fetched at boot waits to be taken; a page that never asks lets it go. */
const EARLY_TTL_MS = 15_000;

export interface EarlyResponses {
  /** Starts a GET now, as the widget's request layer would send it without a token (unless its answer is here). */
  get(path: string, query?: QueryParams): void;
  /** The answer started for this URL, once: a second request for it goes to the network. */
  take(url: string): Promise<Response> | undefined;
  /** The parsed body of a successful answer that has already arrived for this URL, once; else undefined. */
  peek(url: string): unknown;
  /** Settles once every GET started so far has been answered and read, or has failed. */
  arrived(): Promise<void>;
}

/** API answers the host put in the widget's HTML, by path and query under the API base (demo-host widgetHtml). */
export type InlineAnswers = Readonly<Record<string, unknown>>;

interface Entry {
  readonly at: number;
  /** The answer as a Response, made on demand (an inline answer is only serialised again if taken). */
  readonly response: () => Promise<Response>;
  /** Set once a 200 answer's body is read and parsed: the first render can use it without waiting. */
  ready?: { body: unknown };
}

/**
 * GETs the first page needs, started while the penpal handshake is still running (the API base is known from
 * the widget's own URL then), or answered already by the host in the HTML. The request layer takes an answer
 * when it asks for the same URL, or peeks at an arrived one to render the first page in its first pass; a
 * different config from the loader means different URLs, so nothing wrong is ever reused.
 */
export function createEarlyResponses(
  apiBase: string,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
  now = () => Date.now(),
  inline: InlineAnswers = {},
): EarlyResponses {
  const started = new Map<string, Entry>();
  const reading: Promise<unknown>[] = [];
  const fresh = (url: string) => {
    const entry = started.get(url);
    if (!entry) return undefined;
    started.delete(url);
    return now() - entry.at <= EARLY_TTL_MS ? entry : undefined;
  };
  for (const [key, body] of Object.entries(inline)) {
    started.set(apiBase.replace(/\/+$/, '') + key, {
      at: now(),
      response: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
      ready: { body },
    });
  }
  return {
    get(path, query) {
      const url = requestUrl(apiBase, path, query);
      if (started.has(url)) return;
      const response = doFetch(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'include' });
      const entry: Entry = { at: now(), response: () => response };
      const read = response.then(
        (answer) => {
          if (answer.status !== 200) return;
          return answer
            .clone()
            .json()
            .then((body: unknown) => (entry.ready = { body }))
            .catch(() => undefined);
        },
        () => undefined,
      );
      reading.push(read);
      started.set(url, entry);
    },
    take(url) {
      return fresh(url)?.response();
    },
    arrived() {
      return Promise.all(reading).then(() => undefined);
    },
    peek(url) {
      const entry = started.get(url);
      if (!entry?.ready) return undefined;
      return fresh(url)?.ready?.body;
    },
  };
}

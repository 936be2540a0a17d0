import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { createHttp } from '../../../../../widget/api/createHttp';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import type { WidgetInstance } from '../../../../../widget/app/createWidgetInstance';
import { API_BASE, createTestWidget } from '../store/widgetHarness';
import type { HarnessOptions } from '../store/widgetHarness';
import { flowerProduct } from '../../support/fixtures';

/** One request the widget made: its method, path with query, and JSON body. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** The answer to a request: a body sent as 200 JSON, or a Response built from what was sent. */
export type Answer = unknown | ((request: SentRequest) => Response | Promise<Response>);

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const product = flowerProduct({
  id: 12,
  name: 'Blue Dream',
  brand: 'Sunny Farms',
  feelings: ['Happy', 'Sleepy'],
  activities: ['Get some sleep'],
  review_count: 3,
  aggregate_rating: 4.3,
});

/** The API a review form talks to: the product, the store's menu facets, the shopper, and the review post. */
export function reviewApi(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET /products/12?store_id=1': product,
    'GET /products/12': product,
    'GET /stores/1/menu_products?per_page=1&fields=card': {
      products: [],
      facets: { feelings: { Relaxed: 9, Happy: 4 }, activities: { 'Chill out': 3 } },
      nb_hits: 0,
      page: 1,
      per_page: 1,
    },
    'GET /whoami': { user: { id: 7, email: 'ada@example.com', nickname: 'leafy', first_name: 'Ada' } },
    'POST /products/12/reviews': (request: SentRequest) => json({ id: 1, ...(request.body as object) }, 201),
    ...overrides,
  };
}

/** Renders a page in a widget whose API is `answers`, keyed by 'METHOD /path?query'; every request is recorded. */
export function renderWithApi(ui: ReactNode, answers: Record<string, Answer>, options: HarnessOptions = {}) {
  const sent: SentRequest[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const request = { method: init.method ?? 'GET', path: url.pathname.replace('/api/v1', '') + url.search, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    if (answer === undefined) return json({ message: `no fake for ${request.method} ${request.path}` }, 404);
    return typeof answer === 'function' ? (answer as (r: SentRequest) => Response | Promise<Response>)(request) : json(answer);
  }) as typeof fetch;
  const base = createTestWidget({ signedIn: true, ...options });
  const session = base.instance.session;
  const http = createHttp({ apiBase: API_BASE, fetch: fakeFetch, getToken: () => session.token.peek(), onUnauthorized: () => session.clear() });
  const instance = { ...base.instance, http } as WidgetInstance;
  const result = render(<WidgetContext.Provider value={instance}>{ui}</WidgetContext.Provider>);
  return { ...result, instance, sent };
}

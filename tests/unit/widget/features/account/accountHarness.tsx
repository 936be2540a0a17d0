import { fireEvent, render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { createHttp } from '../../../../../widget/api/createHttp';
import type { WidgetInstance } from '../../../../../widget/app/createWidgetInstance';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import { API_BASE, createTestWidget } from '../store/widgetHarness';
import type { HarnessOptions } from '../store/widgetHarness';

/** One API call as the fake saw it: method, path with query, and the JSON body. */
export interface SentCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** An answer by 'METHOD /path' (the path without the API base, without its query). */
export type AccountRoute = (body: any, url: URL) => Response | Promise<Response>;

export const reply = (status: number, body?: unknown) =>
  body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const customer = {
  id: 7,
  email: 'ada@example.com',
  phone: '2135550100',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  nickname: null,
  birth_date: '1990-02-03',
  avatar: null,
  externalId: null,
  promotions_opt_out: false,
  authenticated: true,
  new_registration: false,
  ssoChannel: null,
};

/**
 * The store harness's widget (tests/unit/widget/features/store/widgetHarness.tsx) with a request layer that
 * answers by method and path and records each body, and a bridge that records the host messages: account forms
 * are about what they send.
 */
export function renderAccountPage(ui: ReactNode, options: HarnessOptions & { api?: Record<string, AccountRoute> } = {}) {
  const { instance } = createTestWidget(options);
  const sent: SentCall[] = [];
  const hostMessages: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: path + url.search, body });
    const route = options.api?.[`${method} ${path}`];
    return route ? route(body, url) : reply(404, { message: `no fake for ${method} ${path}` });
  }) as typeof globalThis.fetch;
  const widget = {
    ...instance,
    http: createHttp({
      apiBase: API_BASE,
      fetch,
      getToken: () => instance.session.token.peek(),
      onUnauthorized: () => instance.session.clear(),
      notify: (message) => instance.notifications.show(message),
    }),
    bridge: { send: (message: { type: string }) => hostMessages.push(message.type) },
  } as unknown as WidgetInstance;
  const result = render(<WidgetContext.Provider value={widget}>{ui}</WidgetContext.Provider>);
  return { ...result, widget, sent, hostMessages, path: () => widget.router.path.peek() };
}

/** Types into a field as a shopper does: the input event a keystroke fires. */
export const type = (element: HTMLElement, value: string): void => void fireEvent.input(element, { target: { value } });

/** Leaves a field (a browser fires blur and focusout; preact/compat listens to focusout for onBlur). */
export const leave = (element: HTMLElement): void => {
  fireEvent.blur(element);
  fireEvent.focusOut(element);
};

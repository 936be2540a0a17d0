import { fireEvent, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import type { WidgetConfig } from '../../../../../shared/protocol';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';

// The session pages' test bench: an embedded widget (bearer session, history under /embed/stores/1) over a fake API.

/** A token whose exp claim is in 2099 (the widget reads only the claim, 001 §4). */
export const LIVE = `e30.${btoa(JSON.stringify({ sub: 7, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;
export const SAM = { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Shopper' };
export const CART_KEY = 'canopy-cart-embedded-1';
/** A bag of one line, as the widget keeps it (001 §9). */
export const STORED_CART = JSON.stringify({
  uuid: 'cart-1',
  status: 'pending',
  reservation_mode: 'pickup',
  store: { id: 1, name: 'Store' },
  products: [{ product_id: 5, price_id: 'gram', count: 1 }],
});

/** Fake answers by "METHOD /path" (the path under the API base). */
export type FakeApi = Record<string, (init: RequestInit) => Response | Promise<Response>>;

/** Renders `ui` in an embedded widget opened at `path`; records the requests (as "METHOD /path") and host messages. */
export function renderSessionPage(ui: ReactNode, path: string, { api = {} as FakeApi, config = {} as Partial<WidgetConfig> } = {}) {
  history.replaceState(null, '', `/embed/stores/1${path}`);
  const key = (url: URL, init: RequestInit) => `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
  const server = fakeFetch((url, init) => api[key(url, init)]?.(init) ?? json({ message: 'no fake' }, 404));
  const widget = createTestWidget({ fetch: server.fetch, config: { mode: 'embedded', partnerId: 1, initialPath: path, ...config } });
  const sent = vi.spyOn(widget.instance.bridge, 'send');
  const view = renderInWidget(ui, widget);
  const requests = () => server.calls.map((call) => key(new URL(call.url), call.init));
  const bodyOf = (request: string) => {
    const body = server.calls[requests().indexOf(request)]?.init.body;
    return body ? JSON.parse(String(body)) : undefined;
  };
  const messages = (type: string) => sent.mock.calls.filter(([message]) => message.type === type);
  return { ...view, sent, messages, requests, bodyOf };
}

/** Fills the login form and presses Log in. */
export function signInAs(login = 'sam@example.com', password = 'correct horse battery'): void {
  fireEvent.input(screen.getByLabelText('E-mail or phone'), { target: { value: login } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

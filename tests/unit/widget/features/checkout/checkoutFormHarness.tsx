import type { WidgetConfig } from '../../../../../shared/protocol';
import { SESSION_STORAGE_KEY } from '../../../../../shared/platform';
import { fireEvent, screen } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { checkoutStore, pendingServerCart } from './fixtures';
import type { ServerCart } from '../../../../../shared/cart';
import type { Store } from '../../../../../shared/types';
import { CheckoutForm } from '../../../../../widget/features/checkout/CheckoutForm';
import { createTestWidget, fakeFetch, renderInWidget } from '../../support/testWidget';

// Each test starts without a checkout draft (checkoutDraft keeps one in session storage).
afterEach(() => sessionStorage.clear());

export type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * The checkout form on a framelessEmbed widget over a fake API. `signedIn` starts a live (cookie) session; the
 * page's route is /cart/guest_checkout with `guestRoute`, else /cart/checkout.
 */
export function openCheckoutForm(answer: Answer, options: { store?: Store; guestRoute?: boolean; signedIn?: boolean; remote?: ServerCart; config?: Partial<WidgetConfig> } = {}) {
  const fetch = fakeFetch(answer);
  // A fresh session: one an earlier test kept in storage would make the widget's boot ask GET /whoami. The form
  // drafts stay, as they do across a shopper's visits.
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.includes(SESSION_STORAGE_KEY)) storage.removeItem(key);
  }
  const widget = createTestWidget({ fetch: fetch.fetch, config: options.config });
  const { cart, session } = widget.instance;
  if (options.signedIn) session.signIn({ expires_at: '2099-01-01T00:00:00.000Z' });
  const remote = options.remote ?? pendingServerCart;
  cart.loaded(remote);
  const view = { widget: widget.instance, cart, model: cart.model.peek(), remote, store: options.store ?? checkoutStore(), feeLabel: 'control' } as never;
  const rendered = renderInWidget(<CheckoutForm guestRoute={options.guestRoute ?? !options.signedIn} view={view} />, widget);
  return { ...rendered, calls: fetch.calls };
}

export const type = (element: HTMLElement, value: string) => {
  fireEvent.input(element, { target: { value } });
  fireEvent.change(element, { target: { value } });
};

export const submitButton = () => screen.getByRole('button', { name: /Place order|Placing your order/ }) as HTMLButtonElement;

export const fillContact = () => {
  type(screen.getByLabelText('First name'), 'Ada');
  type(screen.getByLabelText('Last name'), 'Guest');
  type(screen.getByLabelText('Phone'), '213-555-0100');
  type(screen.getByLabelText('Email'), 'ada@example.com');
};

export const fillAddress = () => {
  type(screen.getByLabelText('Street address'), '1 Sunset Blvd');
  type(screen.getByLabelText('City'), 'Los Angeles');
  type(screen.getByLabelText('State'), 'CA');
  type(screen.getByLabelText('ZIP code'), '90026');
};

export const checkoutPosts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.url.endsWith('/carts/checkout'));

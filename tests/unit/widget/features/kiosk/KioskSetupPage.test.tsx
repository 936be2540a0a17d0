import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cartStorageKey, serverCartOf } from '../../../../../shared/cart';
import { SESSION_STORAGE_KEY } from '../../../../../shared/platform';
import { KioskSetupPage, kioskAddress } from '../../../../../widget/features/kiosk';
import { jsonError, pending } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { wireCart } from '../../../shared/cart/wireCart';
import { renderInKiosk } from './kioskHarness';
import type { KioskHarnessOptions } from './kioskHarness';

afterEach(() => localStorage.clear());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The text a <dt> of the page's facts is answered with. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function renderSetup(options: KioskHarnessOptions = {}) {
  return renderInKiosk(<KioskSetupPage />, { path: '/setup', routes: { '/stores/1': { store: storeFixture() } }, ...options });
}

/** A kiosk someone has used: a signed-in shopper with one line in the bag (both kept in storage, 001 §9). */
function renderUsedKiosk() {
  const rendered = renderSetup({ signedIn: true });
  act(() => rendered.instance.cart.loaded(serverCartOf(wireCart())));
  return rendered;
}

describe('the kiosk setup page (000 §2 /setup): what this tablet is', () => {
  test('names the store, the mode, the address to bookmark and a way to test the menu', async () => {
    renderSetup();
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk setup' })).toBeTruthy();
    expect(await screen.findByText('Canopy Silver Lake')).toBeTruthy();
    expect(fact('Store address')).toBe('3921 Sunset Blvd, Los Angeles, CA 90029');
    expect(fact('Mode')).toBe('Kiosk');
    expect(fact('Kiosk address')).toBe(kioskAddress('/landing', location.href));
    expect(screen.getByRole('link', { name: 'Test the menu' }).getAttribute('href')).toBe('/menu');
  });

  // 000 §4 Store display settings: kiosk_anonymous_checkout is allowed, required or none.
  test.each([
    ['allowed', 'Allowed: shoppers can check out without an account or contact details, or leave their contact details.'],
    ['required', 'Required: every order on this kiosk is placed without an account or contact details.'],
    ['none', 'Not offered: shoppers give their contact details as at any guest checkout, or sign in.'],
  ] as const)('kiosk_anonymous_checkout %s reads "%s"', async (setting, words) => {
    renderSetup({ routes: { '/stores/1': { store: storeFixture({ kiosk_anonymous_checkout: setting }) } } });
    await screen.findByText('Canopy Silver Lake');
    expect(fact('Checkout without an account')).toBe(words);
  });

  test('a setting the store does not send is said plainly, not guessed', async () => {
    renderSetup({ routes: { '/stores/1': { store: storeFixture({ kiosk_anonymous_checkout: undefined as never }) } } });
    await screen.findByText('Canopy Silver Lake');
    expect(fact('Checkout without an account')).toBe('Not set for this store.');
  });

  test('the kiosk address is the start page under the kiosk base, on the widget origin', () => {
    expect(kioskAddress('/stores/1/green-leaf-collective/landing', 'https://canopy.example/stores/1/green-leaf-collective/setup')).toBe(
      'https://canopy.example/stores/1/green-leaf-collective/landing',
    );
    expect(kioskAddress('/stores/1/green-leaf-collective/landing', undefined)).toBe('/stores/1/green-leaf-collective/landing');
  });

  test('shows that the store is loading, then the store', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderSetup({ routes: { '/stores/1': () => new Promise<Response>((resolve) => (answer = resolve)) } });
    expect(screen.getByRole('region', { name: 'Loading the store' }).getAttribute('aria-busy')).toBe('true');
    answer(json({ store: storeFixture() }));
    expect(await screen.findByText('Canopy Silver Lake')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Loading the store' })).toBeNull();
  });

  test('a store that fails to load says so with a retry, and the retry asks again', async () => {
    let failures = 1;
    const { calls } = renderSetup({
      routes: { '/stores/1': () => (failures-- > 0 ? jsonError(500, 'The store service is down')() : json({ store: storeFixture() })) },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load this kiosk's store" })).toBeTruthy();
    expect(alert.textContent).toContain('The store service is down');
    // The tablet's own part does not wait for the store: staff can still reset it.
    expect(screen.getByRole('button', { name: 'Reset this kiosk' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Canopy Silver Lake')).toBeTruthy();
    expect(calls.filter((call) => call === '/stores/1')).toHaveLength(2);
  });

  test('outside kiosk mode it says the page is for kiosk tablets and links to the menu', () => {
    const { calls } = renderSetup({ mode: 'embedded' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk setup' })).toBeTruthy();
    expect(screen.getByText(/This page is for kiosk tablets/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the menu' }).getAttribute('href')).toBe('/menu');
    expect(screen.queryByRole('button', { name: 'Reset this kiosk' })).toBeNull();
    expect(calls).toEqual([]);
  });

  test('a kiosk without a store says what its snippet lacks', () => {
    renderSetup({ storeId: null, routes: { '/stores/1': pending } });
    expect(screen.getByText(/not linked to a store/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset this kiosk' })).toBeTruthy();
  });
});

describe('the kiosk setup page: resetting the tablet for the next shopper', () => {
  test('asks first, then logs the shopper out at the host (001 §4), empties the bag and forgets both in storage', async () => {
    const { instance, send, calls } = renderUsedKiosk();
    const cartKey = cartStorageKey('kiosk', 1);
    expect(localStorage.getItem(cartKey)).not.toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset this kiosk' }));
    const confirm = screen.getByRole('group', { name: 'Reset this kiosk?' });
    expect(confirm.textContent).toContain('1 item');
    expect(confirm.textContent).toContain('signs out');
    // Nothing happens before the answer.
    expect(instance.cart.lines.peek()).toHaveLength(1);
    expect(instance.session.signedIn.peek()).toBe(true);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() => expect(instance.cart.lines.peek()).toEqual([]));
    // The bag detached from the shopper, then the session ended at the host: a copied token is no use to the next shopper.
    expect(calls.filter((call) => call === '/carts' || call === '/sessions')).toEqual(['/carts', '/sessions']);
    expect(instance.cart.uuid.peek()).toBeNull();
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(localStorage.getItem(cartKey)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'logout' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('This kiosk is reset: the bag is empty and no one is signed in.');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  test('the confirmation takes the focus, so a keyboard or screen reader is on it', async () => {
    renderUsedKiosk();
    fireEvent.click(screen.getByRole('button', { name: 'Reset this kiosk' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Reset this kiosk?' })));
  });

  test.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('group', { name: 'Reset this kiosk?' }), { key: 'Escape' })],
  ])('%s keeps the bag and the session, and gives the focus back', async (_how, cancel) => {
    const { instance, send } = renderUsedKiosk();
    fireEvent.click(screen.getByRole('button', { name: 'Reset this kiosk' }));
    act(() => void cancel());
    expect(screen.queryByRole('group', { name: 'Reset this kiosk?' })).toBeNull();
    expect(instance.cart.lines.peek()).toHaveLength(1);
    expect(instance.session.signedIn.peek()).toBe(true);
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'logout' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset this kiosk' })));
  });

  test('a tablet nobody is signed in on resets without telling the host about a logout', async () => {
    const { send, calls } = renderSetup();
    fireEvent.click(screen.getByRole('button', { name: 'Reset this kiosk' }));
    const confirm = screen.getByRole('group', { name: 'Reset this kiosk?' });
    expect(confirm.textContent).toContain('The bag is empty');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, reset' }));
    expect((await screen.findByRole('status')).textContent).toBe('This kiosk is reset: the bag is empty and no one is signed in.');
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'logout' }));
    expect(calls).not.toContain('/sessions');
  });
});

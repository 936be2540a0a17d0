import { screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { KioskLandingPage } from '../../../../../widget/features/kiosk';
import { storeFixture } from '../store/storeFixture';
import { renderInKiosk } from './kioskHarness';

// 000 §2 kiosk /landing (the "kiosk landing" screen): where every shopper starts, and where a thank-you returns.
describe('the kiosk landing page', () => {
  test.each([
    ['allowed', /without contact details, or leave your e-mail/],
    ['required', /No account and no contact details needed/],
    ['none', /Have your name and e-mail ready/],
  ] as const)('names the store, starts an order on the menu, and says what checkout asks (kiosk_anonymous_checkout %s)', async (setting, words) => {
    renderInKiosk(<KioskLandingPage />, { path: '/landing', routes: { '/stores/1': { store: storeFixture({ kiosk_anonymous_checkout: setting }) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Canopy Silver Lake' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your order' }).getAttribute('href')).toBe('/menu');
    expect(screen.getByText(words)).toBeTruthy();
  });

  test('while the store loads the page still offers to start', () => {
    renderInKiosk(<KioskLandingPage />, { path: '/landing', routes: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your order' })).toBeTruthy();
  });
});

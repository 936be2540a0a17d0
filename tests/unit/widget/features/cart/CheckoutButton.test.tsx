import { screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { Store } from '../../../../../shared/types';
import { CheckoutButton, checkoutPath } from '../../../../../widget/features/cart/CheckoutButton';
import { createTestWidget, renderInWidget } from '../../support/testWidget';

const store = (guest_checkout_setting: string) => ({ id: 1, name: 'Green Leaf', guest_checkout_setting }) as unknown as Store;

describe('where Check out goes (001 §1, §4)', () => {
  test.each([
    [true, 'allowed', true, '/cart/checkout'],
    [false, 'allowed', true, '/cart/guest_checkout'],
    [false, 'disabled', true, '/login'],
    // Sign-in turned off on this site (data-auth="off"): every shopper is a guest.
    [false, 'allowed', false, '/cart/guest_checkout'],
    [false, 'disabled', false, null],
  ])('signed in %s, guest checkout %s, sign-in on %s → %s', (signedIn, setting, signInOn, path) => {
    expect(checkoutPath(signedIn, store(setting), signInOn)).toBe(path);
  });

  test('a store that takes no guest orders, on a site with sign-in off: the button is off and says why', () => {
    renderInWidget(<CheckoutButton store={store('disabled')} disabled={false} />, createTestWidget({ config: { mode: 'embedded', auth: false } }));
    expect((screen.getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Green Leaf takes orders only from signed-in shoppers, and sign-in is turned off on this site.')).toBeTruthy();
  });
});

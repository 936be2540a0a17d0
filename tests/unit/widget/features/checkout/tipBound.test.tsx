import { act, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { maxNumericMessage } from '../../../../../shared/forms';
import { checkoutStore, pendingCart } from './fixtures';
import { openCheckoutForm, type } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// The most a shopper may tip (shared/pricing maxTip: the discounted subtotal, never capped under $50), said beside the
// custom tip and refused there with the message the host answers for tip_amount (tests/unit/demo-host/commerce/tipBound).
// The cart's discounted subtotal is $25, so the bound is the $50 floor, or 200 % of the subtotal.

const leave = (element: HTMLElement) => {
  fireEvent.blur(element);
  fireEvent.focusOut(element);
};
const tipPatches = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => new URL(c.url).pathname.endsWith('/carts') && c.init.method === 'PATCH' && String(c.init.body).includes('tip_amount'));

describe.each([
  ['dollar', 'Up to $50.00 on this order', '9999', 50, '12.5', 12.5],
  ['percentage', 'Up to 200% of your order', '9999', 200, '150', 37.5],
] as const)('a %s custom tip', (variant, hint, tooMuch, max, fits, dollars) => {
  const store = checkoutStore({ tip_settings: { variant, custom_amounts: variant === 'dollar' ? [2, 5] : [15, 20], enabled_for: ['pickup'] } });

  test(`says its bound (${hint}) and refuses ${tooMuch} without sending it`, async () => {
    const { calls } = openCheckoutForm(() => json({ cart: pendingCart }), { store });
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    });
    const input = screen.getByLabelText(variant === 'dollar' ? 'Tip (dollars)' : 'Tip (percent)');
    expect(screen.getByText(hint)).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain('cn-tip-custom-hint');
    await act(async () => type(input, tooMuch));
    await act(async () => {
      leave(input);
    });
    expect(await screen.findByText(maxNumericMessage(max))).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(tipPatches(calls)).toEqual([]);
  });

  test(`sends ${fits} once it fits`, async () => {
    const { calls } = openCheckoutForm(() => json({ cart: pendingCart }), { store });
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    });
    const input = screen.getByLabelText(variant === 'dollar' ? 'Tip (dollars)' : 'Tip (percent)');
    await act(async () => type(input, fits));
    await act(async () => {
      leave(input);
    });
    await screen.findByText(hint);
    await act(async () => {});
    expect(tipPatches(calls).map((c) => JSON.parse(String(c.init.body)).tip_amount)).toEqual([dollars]);
  });
});

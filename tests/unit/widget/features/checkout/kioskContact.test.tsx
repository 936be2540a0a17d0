import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { EMPTY_CHECKOUT_VALUES } from '../../../../../shared/cart';
import type { WidgetConfig } from '../../../../../shared/protocol';
import { saveCheckoutData } from '../../../../../widget/features/checkout/checkoutData';
import { EXPERIMENTS_KEY } from '../../../../../widget/state/experiments';
import { createTestWidget, json } from '../../support/testWidget';
import { pendingCart } from './fixtures';
import { openCheckoutForm } from './checkoutFormHarness';

vi.setConfig({ testTimeout: 20_000 });

/** A guest who ordered here before, with the persist_checkout_data experiment on (001 §9): their details are kept. */
function keptGuest(config: Partial<WidgetConfig>) {
  const { instance } = createTestWidget({ config });
  instance.storage.set(EXPERIMENTS_KEY, JSON.stringify({ persist_checkout_data: 'on' }));
  saveCheckoutData(instance.storage, { ...EMPTY_CHECKOUT_VALUES, first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com', phone: '2135550100' });
}

describe("001 §9 persist_checkout_data: a guest's details kept for next time", () => {
  test.each([
    ['embedded', 'Ada'],
    // A kiosk is one tablet for shopper after shopper: the last one's name must never greet the next.
    ['kiosk', ''],
  ] as const)('%s: the first name field starts as %j', async (mode, firstName) => {
    keptGuest({ mode });
    openCheckoutForm(() => json({ cart: pendingCart }), { config: { mode }, guestRoute: true });
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe(firstName));
  });
});

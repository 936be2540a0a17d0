import { act, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { BundleNotice } from '../../../../../widget/features/cart/BundleNotice';
import { renderInWidget } from '../store/widgetHarness';

// 001 §4 the bundle prompt for the product just touched; a Gold members' bundle is advertised only under the
// gold-bundles flag (000 §1), so with the flag off its prompt (and its "See bundle" link to a page that would show
// not-found) does not appear.
const STORE = { id: 1, name: 'Canopy Silver Lake' };

function promptFor(gold: boolean, flagOn: boolean) {
  const view = renderInWidget(<BundleNotice store={STORE} />);
  act(() => {
    if (flagOn) view.instance.flags.setStoreFlags({ 'gold-bundles': true });
    view.instance.cart.bundle.value = { status: 'not_qualified', special_id: 7, discountable_product_ids: [3, 4], gold, touchedProductId: 3 };
  });
  return view;
}

describe('BundleNotice', () => {
  test.each([
    ['an ordinary bundle, flag off', true, false, false],
    ['a gold bundle, flag on', true, true, true],
    ['a gold bundle, flag off', false, true, false],
  ])('%s → prompt shown: %s', (_case, shown, gold, flagOn) => {
    promptFor(gold, flagOn);
    expect(screen.queryByRole('button', { name: 'See bundle' }) !== null).toBe(shown);
    expect(screen.queryByText(/part of a bundle special/) !== null).toBe(shown);
  });
});

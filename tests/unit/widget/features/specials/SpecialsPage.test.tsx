import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { SpecialsPage } from '../../../../../widget/features/specials';
import { specialOffer } from '../../../../../widget/features/specials/specialOffer';
import type { OfferFields } from '../../../../../widget/features/specials/specialOffer';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { brandSpecial, storeSpecial } from './fixtures';

const base = (specials: unknown, brandSpecials: unknown = { brand_specials: [] }, store = storeFixture()) => ({
  '/stores/1': { store },
  '/stores/1/specials': specials,
  '/brand_specials': brandSpecials,
});

describe('SpecialsPage', () => {
  test('loading shows skeleton cards under the store header', async () => {
    const { container } = renderInWidget(<SpecialsPage storeId={1} />, { routes: base(pending) });
    await screen.findByRole('heading', { level: 1, name: 'Canopy Silver Lake' });
    expect(container.querySelector('[data-state="loading"]')).toBeTruthy();
  });

  test('lists each special with its offer and a link to its detail', async () => {
    renderInWidget(<SpecialsPage storeId={1} />, {
      routes: base({ specials: [storeSpecial(), storeSpecial({ id: 1, title: '15% off all edibles', special_type: 'product', discount_percent: 15, bundle_settings: null })] }),
    });
    const link = await screen.findByRole('link', { name: '15% off all edibles' });
    expect(link.getAttribute('href')).toBe('/stores/1/canopy-silver-lake/specials/1/15-off-all-edibles');
    expect(screen.getByText('Buy 2, get 1 50% off')).toBeTruthy();
    expect(screen.getByText('2 deals')).toBeTruthy();
  });

  test('no specials: an empty state', async () => {
    renderInWidget(<SpecialsPage storeId={1} />, { routes: base({ specials: [] }) });
    expect(await screen.findByRole('heading', { name: 'No specials right now' })).toBeTruthy();
  });

  test('a failed list shows the error with a retry', async () => {
    let fail = true;
    renderInWidget(<SpecialsPage storeId={1} />, {
      routes: base(() => (fail ? jsonError(500, 'Server error has occurred')() : new Response(JSON.stringify({ specials: [storeSpecial()] })))),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Server error has occurred');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Buy 2 pre-rolls, get a vape 50% off' })).toBeTruthy();
  });

  test("the store's compliance word names the page (000 §3: store_compliance_language_settings)", async () => {
    const store = storeFixture({ store_compliance_language_settings: { specials: 'promotion', bundle: 'package deal' } });
    renderInWidget(<SpecialsPage storeId={1} />, { routes: base({ specials: [storeSpecial()] }, undefined, store) });
    expect(await screen.findByRole('heading', { name: 'Promotions at Canopy Silver Lake' })).toBeTruthy();
    expect(await screen.findByText('Package deal')).toBeTruthy();
  });

  // 000 §5: with no user segments, only brand specials whose include list is empty; with segments, included
  // (or include empty) and in no excluded segment.
  test.each([
    { segments: [], shown: ['Brand deal 1'] },
    { segments: [3], shown: ['Brand deal 1', 'Brand deal 2'] },
    { segments: [7], shown: [] },
    { segments: [3, 7], shown: [] },
  ])('brand specials for user segments $segments: $shown', async ({ segments, shown }) => {
    // Brand deal 9 is for everyone: once it shows, the brand specials have arrived and the others are decided.
    const specials = { brand_specials: [brandSpecial(9), brandSpecial(1, { exclude: [7] }), brandSpecial(2, { include: [3], exclude: [7] })] };
    renderInWidget(<SpecialsPage storeId={1} />, { routes: base({ specials: [storeSpecial()] }, specials), segments });
    await screen.findByRole('link', { name: 'Buy 2 pre-rolls, get a vape 50% off' });
    const titles = () =>
      screen
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
        .filter((t) => t?.startsWith('Brand deal'));
    await waitFor(() => expect(titles()).toContain('Brand deal 9'));
    expect(titles().filter((t) => t !== 'Brand deal 9')).toEqual(shown);
  });
});

describe('specialOffer: the offer in a few words, money from wire dollars via cents', () => {
  const offer = (fields: Partial<OfferFields>) =>
    specialOffer({ special_type: 'product', discount_type: 'percent', discount_percent: null, discount_dollar_amount: null, discount_target_price: null, ...fields }, 'USD');
  test.each([
    [{ discount_percent: 15 }, '15% off'],
    [{ discount_type: 'dollar_amount' as const, discount_dollar_amount: 5 }, '$5 off'],
    [{ discount_type: 'dollar_amount' as const, discount_dollar_amount: 2.5 }, '$2.50 off'],
    [{ discount_type: 'target_price' as const, discount_target_price: 25 }, 'Now $25'],
    [{ special_type: 'bulk' as const, discount_percent: 15, bulk_weight_threshold_grams: 28 }, '15% off 28g'],
    [{ special_type: 'cart_total' as const, discount_type: 'dollar_amount' as const, discount_dollar_amount: 10, cart_minimum: 100 }, '$10 off $100+ orders'],
    [
      {
        special_type: 'bundle' as const,
        discount_type: 'target_price' as const,
        discount_target_price: 1,
        bundle_settings: {
          threshold_number_of_items_in_cart: 3,
          max_number_of_discounted_products: 1,
          discount_application_method: 'cheapest' as const,
          discount_distribution: 'each' as const,
        },
      },
      'Buy 3, get 1 for $1',
    ],
    [{ discount_percent: 0 }, null],
    [{ discount_type: 'dollar_amount' as const, discount_dollar_amount: null }, null],
  ])('%o → %s', (fields, text) => {
    expect(offer(fields)).toBe(text);
  });
});

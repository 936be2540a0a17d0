import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { currencyForCountry } from '../../../../../shared/money';
import { storePaths } from '../../../../../widget/app';
import { RankedRow } from '../../../../../widget/ui/rankedRows/RankedRow';
import { storeFixture } from '../../features/store/storeFixture';
import { DEVICE_ID, dmProduct, fakeDm, fakeIntersections, smartAnswer, withoutBeacon } from './dmFake';
import { renderRows } from './render';

withoutBeacon();

const store = storeFixture();
const products = [dmProduct(1), dmProduct(2, { flight_id: 77, ad_token: 'paid-2' })];

function drawRow() {
  const row = smartAnswer('specials', products, { title: 'On special' });
  return renderRows(<RankedRow state={{ row, loading: false, error: null }} store={store} paths={storePaths(store)} currency={currencyForCountry('US')} assetBase="" />, {
    routes: { '/stores/1': { store }, '/cart_products': { cart_uuid: 'cart-1' } },
  });
}

const cardOf = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

describe('a ranked row’s events (001 §7)', () => {
  test('an impression is sent once per product, when half the card is seen, even scrolled out and back', async () => {
    const dm = fakeDm(() => null);
    const screenView = fakeIntersections();
    drawRow();
    const first = cardOf('Ranked 1');
    screenView.show(cardOf('Ranked 2'), 0.4);
    screenView.show(first, 0.6);
    screenView.show(first, 0);
    screenView.show(first, 1);
    dispatchEvent(new Event('pagehide'));
    expect(dm.of('/v2/event/1').map((call) => call.body)).toEqual([
      { distinctId: DEVICE_ID, janeDeviceId: DEVICE_ID, engagements: [{ adToken: 'ad-1', kevelToken: 'kevel-1', myHighD: 'mhd-1', productId: 1 }] },
    ]);
    screenView.show(first, 0.9);
    screenView.show(cardOf('Ranked 2'), 0.5);
    await waitFor(() => expect(dm.of('/v2/event/1')).toHaveLength(2), { timeout: 3000 });
    expect(dm.of('/v2/event/1')[1]!.body.engagements).toEqual([{ adToken: 'paid-2', kevelToken: 'kevel-2', myHighD: 'mhd-2', productId: 2 }]);
    expect(dm.of('/v2/event/1')[1]!.init.keepalive).toBe(true);
  });

  test('opening a card is a click without the add-to-cart flag', async () => {
    const dm = fakeDm(() => null);
    drawRow();
    fireEvent.click(within(cardOf('Ranked 1')).getByRole('link', { name: 'Ranked 1' }));
    expect(dm.of('/v2/event/2').map((call) => call.body)).toEqual([
      { adToken: 'ad-1', kevelToken: 'kevel-1', myHighD: 'mhd-1', productId: 1, distinctId: DEVICE_ID, janeDeviceId: DEVICE_ID, isAddToCart: false, storeId: 1 },
    ]);
  });

  test("the row's Add button adds to the bag and sends the click with isAddToCart true", async () => {
    const dm = fakeDm(() => null);
    const { calls } = drawRow();
    fireEvent.click(within(cardOf('Ranked 2')).getByRole('button', { name: 'Add Ranked 2 to bag' }));
    await waitFor(() => expect(dm.of('/v2/event/2')).toHaveLength(1));
    expect(calls).toContain('/cart_products');
    expect(dm.of('/v2/event/2')[0]!.body).toMatchObject({ productId: 2, adToken: 'paid-2', isAddToCart: true, storeId: 1 });
  });

  test('a sponsored product (flight_id set) is labelled Sponsored, in its accessible name too', () => {
    fakeDm(() => null);
    drawRow();
    expect(screen.getByRole('article', { name: 'Ranked 2 Sponsored' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Ranked 1' })).toBeTruthy();
    expect(screen.getAllByText('Sponsored')).toHaveLength(1);
  });
});

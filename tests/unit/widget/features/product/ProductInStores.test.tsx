import { screen, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ProductInStores } from '../../../../../widget/features/product/ProductInStores';
import { flowerProduct } from '../../support/fixtures';
import { renderInWidget } from '../store/widgetHarness';

const product = flowerProduct({ id: 12 });
const carrier = (store_id: number, store_name: string, country_code: string, price: number) => ({
  store_id,
  store_name,
  store_slug: store_name.toLowerCase().replace(/\s+/g, '-'),
  country_code,
  menu_product: flowerProduct({ id: 12, store_id, price_eighth_ounce: price, discounted_price_eighth_ounce: null }),
});

const rows = async () => {
  const list = await screen.findByRole('list');
  await within(list).findAllByRole('listitem');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('product in stores (000 §4): each store priced in its own currency (000 §5: US gives USD, CA gives CAD)', () => {
  test('stores in two countries: every price names its currency, none mixed under a bare $', async () => {
    renderInWidget(<ProductInStores product={product} />, {
      routes: { '/products/12/stores': { product, stores: [carrier(1, 'Silver Lake', 'US', 35), carrier(20, 'Queen West', 'CA', 42)] } },
    });
    expect(await rows()).toEqual(['Silver Lake$35.00 USD', 'Queen West$42.00 CAD']);
  });

  test('only US stores: plain dollars, as everywhere else', async () => {
    renderInWidget(<ProductInStores product={product} />, {
      routes: { '/products/12/stores': { product, stores: [carrier(1, 'Silver Lake', 'US', 35), carrier(2, 'Echo Park', 'US', 30)] } },
    });
    expect(await rows()).toEqual(['Silver Lake$35.00', 'Echo Park$30.00']);
  });

  test('only Canadian stores: still CAD', async () => {
    renderInWidget(<ProductInStores product={product} />, {
      routes: { '/products/12/stores': { product, stores: [carrier(20, 'Queen West', 'CA', 42)] } },
    });
    expect(await rows()).toEqual(['Queen West$42.00 CAD']);
  });
});

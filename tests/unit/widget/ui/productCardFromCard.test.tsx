import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { cardProduct } from '../../../../demo-host/api/wire';
import { limitLineOf } from '../../../../shared/cartLimits';
import { WEIGHT_IDS, type MenuCard, type MenuProduct } from '../../../../shared/types';
import { ProductCard, type ProductCardProps } from '../../../../widget/ui/ProductCard';
import { cardStore, flowerProduct } from '../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

// The widget's menu searches ask for cards (menu_products?fields=card, docs/api.md): a card must draw, add to the bag
// and weigh against the cart limits (shared/cartLimits) exactly as the full 000 §3 menu product it was cut from.

const photo = (id: number, position: number) => ({
  id,
  position,
  urls: { small: `https://img.test/${id}/s.jpg`, medium: `https://img.test/${id}/m.jpg`, extraLarge: `https://img.test/${id}/xl.jpg`, original: `https://img.test/${id}/o.jpg` },
});
const special = { special_id: 4, price: 20, discount_price: 15, discount_amount: 5, discount_type: 'percent' as const, discount_percent: 25, special_custom_badge: '4/20 deal' };

const PRODUCTS: [string, MenuProduct][] = [
  [
    'a discounted flower on a special with two photos and text, tags and lab results',
    flowerProduct({ special_id: 7, special_title: 'Weekend', photos: [photo(2, 1), photo(1, 0)], effects: [{ id: 1, title: 'Calm', value: 'calm' }], terpenes: ['Myrcene'] }),
  ],
  [
    'an edible on a special with a dose, a net weight and an equivalency',
    flowerProduct({
      kind: 'edible',
      type: 'edible',
      category: null,
      percent_thc: null,
      thc_dosage_milligrams: 100,
      net_weight_grams: 40,
      available_weights: ['each'],
      price_each: 20,
      special_price_each: special,
      special_id: 4,
      special_title: 'Edible Fridays',
      inventories: [{ price_id: 'each', quantity: 9, bulk: false, equivalency: 3.5, tax: null }],
    }),
  ],
  [
    'a flower whose unoffered weights are null',
    flowerProduct({ price_half_gram: null, discounted_price_gram: null, price_two_gram: null, special_price_ounce: null, aggregate_rating: null, review_count: 0 }),
  ],
];
const VIEWS: [string, Partial<ProductCardProps>, string?][] = [
  ['the menu grid', {}],
  ['the menu grid with special-custom-badge (000 §1)', {}, 'featureFlagsOn=special-custom-badge'],
  ['sorted by price', { sortedByPrice: true }],
  ['sorted by rating', { sortedByRating: true }],
  ['filtered to a weight', { weightFilters: ['quarter_ounce'], layout: 'list' }],
];

async function drawAndAdd(product: MenuCard, props: Partial<ProductCardProps>, flagOverrides = '') {
  // Each in an empty bag: the cart is kept in storage (001 §9).
  localStorage.clear();
  sessionStorage.clear();
  const api = fakeFetch(() => json({ cart_uuid: 'cart-1' }));
  const widget = createTestWidget({ fetch: api.fetch, config: { flagOverrides } });
  const { container } = renderInWidget(<ProductCard product={product} store={cardStore} href="/p" currency="USD" assetBase="https://host.test" {...props} />, widget);
  const html = container.innerHTML;
  fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to bag` }));
  await waitFor(() => expect(widget.instance.cart.lines.peek()).toHaveLength(1));
  // The device id is new with each empty storage (001 §9).
  const { j_device_id: _deviceId, ...body } = JSON.parse(String(api.calls[0].init.body)) as Record<string, unknown>;
  const added = { html, body, line: widget.instance.cart.lines.peek()[0] };
  cleanup();
  return added;
}

describe('a card (menu_products?fields=card) does what its full menu product does', () => {
  test.each(PRODUCTS.flatMap(([name, product]) => VIEWS.map(([view, props, flags]) => [name, view, product, props, flags] as const)))(
    '%s, in %s: the same card, the same Add to bag, the same cart line',
    async (_name, _view, product, props, flags) => {
      const card = cardProduct(product);
      expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(product).length);
      const fromFull = await drawAndAdd(product, props, flags);
      expect(await drawAndAdd(card, props, flags)).toEqual(fromFull);
    },
  );

  test.each(PRODUCTS)('%s: each weight weighs the same against the cart limits', (_name, product) => {
    const card = cardProduct(product);
    for (const weight of WEIGHT_IDS) expect(limitLineOf(card, weight, 2)).toEqual(limitLineOf(product, weight, 2));
  });
});

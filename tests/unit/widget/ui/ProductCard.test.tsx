import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ProductCard } from '../../../../widget/ui/ProductCard';
import { cardStore, flowerProduct } from '../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

const card = (props: Partial<Parameters<typeof ProductCard>[0]> = {}) => (
  <ProductCard product={flowerProduct()} store={cardStore} href="/stores/1/x/products/12/sunny-farms" currency="USD" assetBase="https://host.test" {...props} />
);

describe('ProductCard', () => {
  test('000 §4: a flower opens on the kind default, 3.5g, showing its discounted price, the price struck through and the percent off', () => {
    renderInWidget(card());
    expect(screen.getByRole('radio', { checked: true }).textContent).toContain('3.5g');
    // 000 §5: $35.00 → $28.00 is 20% off.
    expect(screen.getByText('$28.00', { selector: '.cn-price__now' })).toBeTruthy();
    expect(screen.getByText('$35.00', { selector: '.cn-price__was', exact: false })).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();
  });

  test('000 §4: when sorted by price the first available weight is chosen', () => {
    renderInWidget(card({ sortedByPrice: true }));
    expect(screen.getByRole('radio', { checked: true }).textContent).toContain('1g');
  });

  test('000 §4: a weight filter chooses that weight', () => {
    renderInWidget(card({ weightFilters: ['quarter_ounce'] }));
    expect(screen.getByRole('radio', { checked: true }).textContent).toContain('7g');
  });

  test('choosing another weight changes the price shown', () => {
    renderInWidget(card());
    fireEvent.click(screen.getByRole('radio', { name: /28g/ }));
    expect(screen.getByText('$220.00', { selector: '.cn-price__now' })).toBeTruthy();
    expect(screen.queryByText('20% off')).toBeNull();
  });

  test.each([
    ['on', 'featureFlagsOn=special-custom-badge', '4/20 deal'],
    ['off', '', 'Special'],
  ])('000 §1 special-custom-badge %s: the card shows special_custom_badge (000 §3), else the plain Special badge', (_case, flagOverrides, shown) => {
    const product = flowerProduct({
      special_price_eighth_ounce: {
        special_id: 4,
        price: 35,
        discount_price: 28,
        discount_amount: 7,
        discount_type: 'percent',
        discount_percent: 20,
        special_custom_badge: '4/20 deal',
      },
    });
    renderInWidget(card({ product }), createTestWidget({ config: { flagOverrides } }));
    expect(screen.getByText(shown, { selector: '.cn-badge' })).toBeTruthy();
    if (shown === 'Special') expect(screen.queryByText('4/20 deal')).toBeNull();
  });

  test.each([
    [true, 4.6, 12, 'Rated 4.6 out of 5, 12 reviews'],
    [true, 5, 2, 'Rated 5.0 out of 5, 2 reviews'],
    [true, null, 0, 'No ratings yet'],
    [false, 4.6, 12, null],
  ])('000 §5 sort Rating: sorted by rating %s, rating %s from %s reviews shows %s', (sortedByRating, rating, count, shown) => {
    renderInWidget(card({ product: flowerProduct({ aggregate_rating: rating, review_count: count }), sortedByRating }));
    if (shown) expect(screen.getByText(shown)).toBeTruthy();
    else expect(screen.queryByText(/Rated|No ratings/)).toBeNull();
  });

  test('000 §3 thc_dosage_milligrams: an edible shows its dose', () => {
    const edible = flowerProduct({ kind: 'edible', type: 'edible', category: null, percent_thc: null, price_each: 20, available_weights: ['each'], thc_dosage_milligrams: 100 });
    renderInWidget(card({ product: edible }));
    expect(screen.getByText(/(^| · )100 mg THC$/)).toBeTruthy();
  });

  test('while adding, Add stays focusable (aria-disabled) so the bag drawer can give the focus back on Escape', async () => {
    const api = fakeFetch(() => new Promise<Response>(() => undefined));
    renderInWidget(card(), createTestWidget({ fetch: api.fetch }));
    const add = screen.getByRole('button', { name: 'Add Blue Dream to bag' });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(add.textContent).toBe('Adding…'));
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(add);
    fireEvent.click(add);
    expect(api.calls).toHaveLength(1);
  });

  test('hide_prices hides every price', () => {
    renderInWidget(card({ store: { ...cardStore, hide_prices: true } }));
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  test('an edible sells each: no weight buttons', () => {
    renderInWidget(card({ product: flowerProduct({ kind: 'edible', type: 'edible', category: null, price_each: 20, available_weights: ['each'] }) }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('$20.00')).toBeTruthy();
  });

  test('001 §7: Add posts /cart_products with the chosen weight and shows the result', async () => {
    const api = fakeFetch(() => json({ cart_uuid: 'cart-1' }));
    const widget = createTestWidget({ fetch: api.fetch });
    renderInWidget(card(), widget);
    fireEvent.click(screen.getByRole('radio', { name: /7g/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Blue Dream to bag' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Blue Dream to bag' }).textContent).toContain('Added'));
    expect(api.calls[0].url).toBe('https://host.test/api/v1/cart_products');
    const body = JSON.parse(String(api.calls[0].init.body));
    expect(body).toMatchObject({ app_mode: 'framelessEmbed', cart_uuid: null, store_id: 1, product: { count: 1, price_id: 'quarter_ounce', product_id: 12, recommended: false } });
    expect(body.j_device_id).toHaveLength(21);
    expect(widget.instance.cart.uuid.peek()).toBe('cart-1');
    // 000 §4: now in the cart, the card opens on the cart's weight.
    expect(widget.instance.cart.weightInCart(12)).toBe('quarter_ounce');
    // DESIGN §1.3: the host hears the cart (total in cents) and the analytics event, through the outbox.
    await waitFor(() => expect(widget.transport.sent.map((m) => m.type)).toEqual(expect.arrayContaining(['cart', 'analytics'])), { timeout: 2000 });
    expect(widget.transport.sent.find((m) => m.type === 'cart')?.payload).toEqual({ uuid: 'cart-1', count: 1, total: 6500 });
    // 001 §7 in GA4's shape: the item's id, weight, price in dollars and quantity, the value and the currency.
    expect(widget.transport.sent.find((m) => m.type === 'analytics' && m.payload.event === 'add_to_cart')?.payload).toMatchObject({
      event: 'add_to_cart',
      properties: { currency: 'USD', value: 65, items: [{ item_id: '12', item_variant: 'quarter_ounce', price: 65, quantity: 1 }] },
    });
  });
});

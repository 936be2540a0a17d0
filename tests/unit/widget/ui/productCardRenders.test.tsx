import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { options } from 'preact';
import type { VNode } from 'preact';
import { afterEach, describe, expect, test } from 'vitest';
import { ProductCard } from '../../../../widget/ui/ProductCard';
import { cardStore, flowerProduct } from '../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

// The phone's add to bag (DESIGN §3 INP ≤ 200 ms): the click's frame re-rendered every card of the menu (62 on the
// phone menu), as each card read the whole map of add statuses. A card now re-renders for its own product only.
const previousDiffed = options.diffed;
afterEach(() => {
  options.diffed = previousDiffed;
});

/** The product ids of the ProductCards Preact renders from now on (options.diffed, its public hook). */
function countCardRenders(): number[] {
  const rendered: number[] = [];
  options.diffed = (vnode: VNode) => {
    const type = vnode.type as { name?: string } | string;
    if (typeof type === 'function' && type.name === 'ProductCard') rendered.push((vnode.props as unknown as { product: { id: number } }).product.id);
    previousDiffed?.(vnode);
  };
  return rendered;
}

describe('ProductCard renders', () => {
  test('adding one product to the bag renders that card again, not the others', async () => {
    const api = fakeFetch(() => json({ cart_uuid: 'cart-1' }));
    const widget = createTestWidget({ fetch: api.fetch });
    const products = [1, 2, 3, 4, 5, 6].map((id) => flowerProduct({ id, product_id: id, name: `Strain ${id}` }));
    renderInWidget(
      <>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} store={cardStore} href={`/products/${product.id}`} currency="USD" assetBase="https://host.test" />
        ))}
      </>,
      widget,
    );
    const rendered = countCardRenders();
    fireEvent.click(screen.getByRole('button', { name: 'Add Strain 3 to bag' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Strain 3 to bag' }).textContent).toContain('Added'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set([3]));
  });
});

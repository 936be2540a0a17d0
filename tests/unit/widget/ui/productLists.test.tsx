import { describe, expect, test, vi } from 'vitest';
import { WidgetContext } from '../../../../widget/app';
import { ProductTileGrid } from '../../../../widget/ui/ProductTileGrid';
import type { CatalogueProduct } from '../../../../widget/ui/ProductTile';
import { createTestWidget, renderInWidget } from '../support/testWidget';

// 001 §7 view_item_list for every list of products a page shows, not only the store menu: a category, a brand's
// products, all products (ProductTileGrid); the rows above and below (best sellers, more from a brand) use the same hook.

const product = (id: number, name: string) =>
  ({ id, product_id: id, name, brand: 'Kiva', kind: 'edible', type: 'edible', photos: [], url_slug: `p-${id}`, lowest_available_price: 18 }) as unknown as CatalogueProduct;

function gridIn(products: readonly CatalogueProduct[] | undefined) {
  const widget = createTestWidget();
  const track = vi.spyOn(widget.instance.analytics, 'track');
  const grid = (shown: readonly CatalogueProduct[] | undefined) => <ProductTileGrid products={shown} assetBase="" label="Edibles" listId="category" />;
  const view = renderInWidget(grid(products), widget);
  const show = (shown: readonly CatalogueProduct[] | undefined) => view.rerender(<WidgetContext.Provider value={widget.instance}>{grid(shown)}</WidgetContext.Provider>);
  const lists = () => track.mock.calls.filter(([event]) => event === 'view_item_list');
  return { show, lists };
}

describe('ProductTileGrid: view_item_list', () => {
  test('once for the products shown, with the list id and name and each item’s place', () => {
    const { show, lists } = gridIn([product(1, 'Gummies'), product(2, 'Chocolate')]);
    show([product(1, 'Gummies'), product(2, 'Chocolate')]);
    expect(lists()).toHaveLength(1);
    expect(lists()[0][1]).toMatchObject({
      item_list_id: 'category',
      item_list_name: 'Edibles',
      items: [
        { item_id: '1', item_name: 'Gummies', item_brand: 'Kiva', index: 0, item_list_name: 'Edibles' },
        { item_id: '2', item_name: 'Chocolate', index: 1 },
      ],
    });
  });

  test('nothing while loading or for an empty list; a new page of results is a list of its own', () => {
    const { show, lists } = gridIn(undefined);
    expect(lists()).toHaveLength(0);
    show([]);
    expect(lists()).toHaveLength(0);
    show([product(3, 'Mints')]);
    show([product(4, 'Tea')]);
    expect(lists().map(([, params]) => (params as { items: { item_id: string }[] }).items[0].item_id)).toEqual(['3', '4']);
  });
});

describe('ProductTile: the lowest price across stores (000 §5 country to currency)', () => {
  test.each([
    ['sold by a US store: US dollars, no code', 'USD', '$18.00'],
    ['sold by Canadian stores only: Canadian dollars, named', 'CAD', '$18.00 CAD'],
  ] as const)('%s', (_case, currency, shown) => {
    const tile = { ...product(5, 'Drops'), lowest_available_currency: currency } as CatalogueProduct;
    const view = renderInWidget(<ProductTileGrid products={[tile]} assetBase="" label="All" listId="products" />, createTestWidget());
    expect(view.getByText(shown, { exact: true })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { BestSellersPage } from '../../../../../widget/features/menu/BestSellersPage';
import { facets, flowerProduct } from '../../support/fixtures';
import { renderInWidget } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';

const ranked = (count: number, from = 1) => Array.from({ length: count }, (_, i) => flowerProduct({ id: from + i, product_id: from + i, name: `Seller ${from + i}` }));
const page = (products: ReturnType<typeof ranked>, nbHits: number, pageNumber = 1) => ({ products, facets: facets(), nb_hits: nbHits, page: pageNumber, per_page: 24 });

// The menu's Best sellers row (now the ranked-rows service's best_selling) and its View all: tests/unit/widget/ui/rankedRows.
describe('Best sellers (000 §5 best-seller-rank sort)', () => {
  test('the page lists the whole menu by best-seller rank, a page at a time', async () => {
    const { calls } = renderInWidget(<BestSellersPage storeId={1} />, {
      routes: {
        '/stores/1': { store: storeFixture() },
        '/stores/1/menu_products': (url: URL) => {
          const second = url.searchParams.get('page') === '2';
          return new Response(JSON.stringify(second ? page(ranked(6, 25), 30, 2) : page(ranked(24), 30)));
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best sellers' })).toBeTruthy();
    await screen.findByText('Seller 1');
    const searches = calls.filter((call) => call.startsWith('/stores/1/menu_products'));
    expect(searches.every((call) => new URLSearchParams(call.split('?')[1]).get('sort') === 'best-seller-rank')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Show more \(6 left\)/ }));
    await screen.findByText('Seller 30');
    expect(screen.getByText('Seller 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull());
  });
});

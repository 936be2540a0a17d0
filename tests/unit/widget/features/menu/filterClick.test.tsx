import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { RouteView } from '../../../../../widget/app/RouteView';
import { facets, flowerProduct } from '../../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';
import { storeFixture } from '../store/storeFixture';

const store = storeFixture();

const PRODUCTS = 12;
const page = (firstId: number, count = PRODUCTS) => ({
  products: Array.from({ length: count }, (_, i) => flowerProduct({ id: firstId + i, product_id: firstId + i, name: `Product ${firstId + i}` })),
  // Some products on sale: the unfiltered menu shows the deals row above its results.
  facets: facets({ has_brand_discount: { true: 3 } }),
  nb_hits: count,
  page: 1,
  per_page: 24,
});

/** The menu over a fake API whose Flower search is answered only when the test releases it. */
function openMenu() {
  let release: () => void = () => undefined;
  const flowerAnswer = new Promise<void>((resolve) => (release = resolve));
  const api = fakeFetch(async (url) => {
    if (url.pathname === '/api/v1/stores/1') return json({ store });
    if (url.pathname !== '/api/v1/stores/1/menu_products') return json({ message: 'not found' }, 404);
    if (url.searchParams.get('kind') !== 'flower') return json(page(100));
    await flowerAnswer;
    return json(page(500, 5));
  });
  renderInWidget(<RouteView />, createTestWidget({ fetch: api.fetch, config: { initialPath: '/menu' } }));
  return { release };
}

/** The elements the DOM changes outside the tab list touched, each once: what changed, on which element. */
function outsideTabs(records: MutationRecord[]): string[] {
  const touched = records
    .filter((record) => !(record.target instanceof Element ? record.target : record.target.parentElement)?.closest('[role=tablist]'))
    .map((record) => {
      const target = record.target instanceof Element ? record.target : record.target.parentElement!;
      return `${record.type} ${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${record.attributeName ? ` ${record.attributeName}` : ''}`;
    });
  return [...new Set(touched)].sort();
}

describe('a kind tab clicked on the menu (DESIGN §3 INP, phone profile)', () => {
  test('changes the tabs and dims the results until its answer comes: nothing else in the page is redrawn', async () => {
    const menu = openMenu();
    await screen.findByRole('link', { name: 'Product 100' });
    await screen.findByRole('heading', { name: 'On sale' });
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: /^Flower/ }));
    });
    await waitFor(() => expect(document.querySelector('#cn-results')?.getAttribute('aria-busy')).toBe('true'));
    const changed = outsideTabs([...records, ...observer.takeRecords()]);
    // The results say they are loading and the grid is dimmed; the header, the deals row and the cards stay as they were
    // (before: the deals row was taken out and the page below it moved up in the click's own frame).
    expect(changed).toEqual(['attributes section#cn-results aria-busy', 'attributes ul class']);
    expect(screen.getByRole('heading', { name: 'On sale' })).toBeTruthy();

    // Its answer redraws the results, and the unfiltered menu's deals row goes.
    menu.release();
    await screen.findByRole('link', { name: 'Product 500' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'On sale' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Product 100' })).toBeNull();
    observer.disconnect();
  });
});

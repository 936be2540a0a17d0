import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { options } from 'preact';
import type { VNode } from 'preact';
import { afterEach, describe, expect, test } from 'vitest';
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
  const widget = createTestWidget({ fetch: api.fetch, config: { initialPath: '/menu' } });
  renderInWidget(<RouteView />, widget);
  return { release, widget };
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

const previousDiffed = options.diffed;
afterEach(() => {
  options.diffed = previousDiffed;
});

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

  test('selects the tab in its own frame and changes the menu after that frame is painted: the click renders the tab list alone', async () => {
    const menu = openMenu();
    await screen.findByRole('link', { name: 'Product 100' });
    const rendered: string[] = [];
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === 'function') rendered.push(vnode.type.name);
      previousDiffed?.(vnode);
    };
    fireEvent.click(screen.getByRole('tab', { name: /^Flower/ }));
    // Preact renders a state change in a microtask: these are the click's own renders, before any frame.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(screen.getByRole('tab', { name: /^Flower/ }).getAttribute('aria-selected')).toBe('true');
    expect(new Set(rendered)).toEqual(new Set(['MenuTabs']));
    expect(menu.widget.instance.router.path.peek()).not.toContain('flower');
    // After the frame: the menu's state, its URL and the search.
    await waitFor(() => expect(menu.widget.instance.router.path.peek()).toContain('kind=flower'));
    await waitFor(() => expect(document.querySelector('#cn-results')?.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('tab', { name: /^Flower/ }).getAttribute('aria-selected')).toBe('true');
    menu.release();
    await screen.findByRole('link', { name: 'Product 500' });
  });
});

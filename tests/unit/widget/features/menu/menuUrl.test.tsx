import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { Store } from '../../../../../shared/types';
import { RouteView } from '../../../../../widget/app/RouteView';
import { facets, flowerProduct } from '../../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';

const store = {
  id: 1,
  name: 'Green Leaf',
  url_slug: 'green-leaf',
  country_code: 'US',
  state: 'CA',
  city: 'Oakland',
  address: '1 Main St',
  hide_prices: false,
  menu_tabs: [],
  working_hours: [],
  custom_product_type_labels: {},
  custom_lineage_labels: {},
} as unknown as Store;

/** The menu through RouteView in framelessEmbed (memory routing), over a fake API that records its searches. */
function openMenu(initialPath: string) {
  const api = fakeFetch((url) => {
    if (url.pathname === '/api/v1/stores/1') return json({ store });
    if (url.pathname === '/api/v1/stores/1/menu_products') return json({ products: [flowerProduct()], facets: facets(), nb_hits: 1, page: 1, per_page: 24 });
    return json({ message: 'not found' }, 404);
  });
  const widget = createTestWidget({ fetch: api.fetch, config: { initialPath } });
  renderInWidget(<RouteView />, widget);
  const searches = () => api.calls.map((call) => new URL(call.url)).filter((url) => url.pathname.endsWith('/menu_products') && url.searchParams.get('per_page') === '24');
  return { ...widget, searches };
}

describe('the store menu keeps its filters in its route', () => {
  test('a facet value replaces the route query at once, a tab and a sort once their frame is painted, and the search follows', async () => {
    const menu = openMenu('/menu');
    await screen.findByRole('tab', { name: /^Vape/ });
    fireEvent.click(screen.getByRole('tab', { name: /^Vape/ }));
    await waitFor(() => expect(menu.instance.router.path.peek()).toBe('/menu?kind=vape'));
    const sort = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    sort.selectedIndex = 2;
    act(() => void sort.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => expect(menu.instance.router.path.peek()).toBe('/menu?kind=vape&sort=price-low-to-high'));
    fireEvent.click(screen.getByRole('button', { name: 'Brand' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Kiva/ }));
    expect(menu.instance.router.path.peek()).toBe('/menu?brand=Kiva&kind=vape&sort=price-low-to-high');
    // The menu's own replacement does not reset it: the tab stays selected and the search is the chosen one.
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Vape/ }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(menu.searches().at(-1)?.search).toBe('?sort=price-asc&page=1&per_page=24&brand=Kiva&kind=vape&fields=card'));
  });

  test('the route report carries the filtered path to the host (DESIGN §1.3), once the outbox flushes', async () => {
    const menu = openMenu('/menu');
    await screen.findByRole('tab', { name: /^Flower/ });
    fireEvent.click(screen.getByRole('tab', { name: /^Flower/ }));
    await waitFor(() => expect(menu.transport.sent.filter((m) => m.type === 'route').at(-1)?.payload).toMatchObject({ path: '/menu?kind=flower' }), { timeout: 2000 });
  });

  test('a route opened with filters shows them, and the first search is the one the URL names', async () => {
    const menu = openMenu('/menu?brand=Kiva&kind=vape&sort=price-low-to-high');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Vape/ }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Remove filter Kiva' })).toBeTruthy();
    expect(menu.searches()[0]?.search).toBe('?sort=price-asc&page=1&per_page=24&brand=Kiva&kind=vape&fields=card');
    // Opening does not rewrite the route.
    expect(menu.instance.router.path.peek()).toBe('/menu?brand=Kiva&kind=vape&sort=price-low-to-high');
  });

  test('000 §2: Clear all keeps a locked pre-filter in the route, still locked', async () => {
    const menu = openMenu('/menu?brand=Kiva&hard=brand');
    await screen.findByRole('tab', { name: /^Flower/ });
    fireEvent.click(screen.getByRole('tab', { name: /^Flower/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lineage' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Indica/ }));
    // The tab applies once its frame is painted (MenuTabs), after the lineage chosen in the meantime.
    await waitFor(() => expect(menu.instance.router.path.peek()).toBe('/menu?brand=Kiva&kind=flower&category=indica&hard=brand'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    // Clear all clears the kind tab too, and leaves every locked value.
    expect(menu.instance.router.path.peek()).toBe('/menu?brand=Kiva&hard=brand');
    expect(screen.queryByRole('button', { name: 'Remove filter Kiva' })).toBeNull();
    expect(screen.getByTitle('Set by this page').textContent).toContain('Kiva');
  });

  test('a route changed from outside (the host’s back button) resets the menu; nothing is written back', async () => {
    const menu = openMenu('/menu?kind=vape');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Vape/ }).getAttribute('aria-selected')).toBe('true'));
    const paths: string[] = [];
    const stop = menu.instance.router.path.subscribe((path) => void paths.push(path));
    act(() => void menu.transport.command({ type: 'navigate', path: '/menu?kind=flower&sort=a-z' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Flower/ }).getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('a-z');
    stop();
    expect(paths).toEqual(['/menu?kind=vape', '/menu?kind=flower&sort=a-z']);
  });

  test('000 §9: the search text reaches the route after its 300 ms debounce, and typing is never reset', async () => {
    const menu = openMenu('/menu');
    const box = await screen.findByRole('searchbox', { name: 'Search Green Leaf' });
    fireEvent.change(box, { target: { value: 'blue ' } });
    await waitFor(() => expect(menu.instance.router.path.peek()).toBe('/menu?query=blue'));
    // The search goes out after the new route has rendered, where a reset of the field would happen.
    await waitFor(() => expect(menu.searches().at(-1)?.searchParams.get('query')).toBe('blue'));
    // The route holds the trimmed text; the field keeps what the shopper typed (a reset would eat the space).
    expect((box as HTMLInputElement).value).toBe('blue ');
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createUrlSync, type SyncClient } from '../../../loader/createUrlSync';

/** An embed's stand-in; its container is appended to the page, so clients made later come later in the document. */
function client(asked = false, path = '/menu', el: Element = document.body.appendChild(document.createElement('canopy-embed'))) {
  const navigations: string[] = [];
  let current = path;
  const c: SyncClient & { navigations: string[]; setCurrent(p: string): void } = {
    asked,
    el,
    defaultPath: '/menu',
    currentPath: () => current,
    navigate: (p) => navigations.push(p),
    navigations,
    setCurrent: (p) => (current = p),
  };
  return c;
}

const search = () => location.search;
const pop = (query: string) => {
  history.replaceState(null, '', `/shop${query}#menu`);
  dispatchEvent(new PopStateEvent('popstate'));
};

/** An embed that showed /menu, then /brands, and the shopper pressed Back (to /menu). */
function backToMenu() {
  const sync = createUrlSync();
  const a = client(false, '/brands');
  sync.claim(a, 'default');
  sync.routeChanged(a, '/menu');
  sync.routeChanged(a, '/brands');
  pop('?canopy=/menu');
  return { sync, a };
}

describe('URL sync coordination (DESIGN §1.5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState({ partner: 'state' }, '', '/shop?utm_source=x#menu');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  test('one embed syncs: the first, unless a later one asks; off never syncs', () => {
    const sync = createUrlSync();
    const first = client();
    const second = client();
    const asking = client(true);
    const late = client(true);
    expect(sync.claim(first, 'default')).toBe(true);
    expect(sync.claim(second, 'default')).toBe(false);
    expect(sync.claim(client(), 'off')).toBe(false);
    expect(sync.claim(asking, 'on')).toBe(true);
    expect(sync.owns(first)).toBe(false);
    expect(sync.claim(late, 'on')).toBe(false);
    expect(sync.owns(asking)).toBe(true);
  });

  // Async snippets run in whatever order their scripts arrive: the default goes by document order, not by arrival.
  test('an embed earlier in the document takes the default over, until the owner has written the URL', () => {
    const sync = createUrlSync();
    const later = client();
    const earlier = client(false, '/menu', document.body.insertBefore(document.createElement('canopy-embed'), later.el));
    expect(sync.claim(later, 'default')).toBe(true);
    expect(sync.claim(earlier, 'default')).toBe(true);
    expect(sync.owns(later)).toBe(false);
    // The URL named no route, so the one that lost it had opened its own first route: it stays there.
    expect(later.navigations).toEqual([]);
    sync.routeChanged(earlier, '/menu');
    const first = client(false, '/menu', document.body.insertBefore(document.createElement('canopy-embed'), earlier.el));
    expect(sync.claim(first, 'default')).toBe(false);
    expect(sync.owns(earlier)).toBe(true);
  });

  test('the embed that loses the default before writing goes to its own first route: the URL’s route was not for it', () => {
    history.replaceState(null, '', '/shop?canopy=/products/12/blue-dream');
    const sync = createUrlSync();
    const later = client(false, '/products/12/blue-dream');
    const earlier = client(false, '/menu', document.body.insertBefore(document.createElement('canopy-embed'), later.el));
    sync.claim(later, 'default');
    expect(sync.claim(earlier, 'default')).toBe(true);
    expect(later.navigations).toEqual(['/menu']);
    expect(sync.initialPath()).toBe('/products/12/blue-dream');
  });

  test('an embed that asks takes it over wherever it is; a default one never takes it from one that asked', () => {
    const sync = createUrlSync();
    const asking = client(true);
    const earlier = client(false, '/menu', document.body.insertBefore(document.createElement('canopy-embed'), asking.el));
    expect(sync.claim(asking, 'on')).toBe(true);
    expect(sync.claim(earlier, 'default')).toBe(false);
    expect(sync.owns(asking)).toBe(true);
  });

  test('the first route replaces the entry, later ones push; other parameters, hash and state are kept', () => {
    const sync = createUrlSync();
    const a = client();
    sync.claim(a, 'default');
    const length = history.length;
    sync.routeChanged(a, '/menu');
    expect(history.length).toBe(length);
    expect(search()).toBe('?utm_source=x&canopy=/menu');
    expect(location.hash).toBe('#menu');
    sync.routeChanged(a, '/brands');
    expect(history.length).toBe(length + 1);
    expect(search()).toBe('?utm_source=x&canopy=/brands');
    expect(history.state).toEqual({ partner: 'state' });
    sync.routeChanged(client(), '/elsewhere');
    expect(search()).toBe('?utm_source=x&canopy=/brands');
  });

  test('a route changing only its query (filters, sort, search) replaces the entry: Back leaves the page', () => {
    const sync = createUrlSync();
    const a = client();
    sync.claim(a, 'default');
    sync.routeChanged(a, '/menu');
    const length = history.length;
    sync.routeChanged(a, '/menu?kind=flower');
    sync.routeChanged(a, '/menu?kind=flower&sort=price-low-to-high');
    expect(history.length).toBe(length);
    expect(new URLSearchParams(search()).get('canopy')).toBe('/menu?kind=flower&sort=price-low-to-high');
    sync.routeChanged(a, '/products/12/blue-dream');
    expect(history.length).toBe(length + 1);
  });

  test('back/forward navigates the widget, and a late report of the old route does not write the address', () => {
    const { sync, a } = backToMenu();
    expect(a.navigations).toEqual(['/menu']);
    // Forward again before the widget reported /menu: still navigates.
    pop('?canopy=/brands');
    expect(a.navigations).toEqual(['/menu', '/brands']);
    const length = history.length;
    sync.routeChanged(a, '/menu'); // stale: sent before the forward navigation
    expect(search()).toBe('?canopy=/brands');
    expect(history.length).toBe(length);
    sync.routeChanged(a, '/brands');
    vi.advanceTimersByTime(2500);
    sync.routeChanged(a, '/specials');
    expect(search()).toBe('?canopy=/specials');
  });

  // The outbox keeps only the newest route: a shopper who opens a page at once after Back has the popped route's
  // report carried away by the new one, which looks like a late report of the old route. It reaches the address
  // once the window for late reports has passed, as a new entry, so Back returns to the popped page.
  test.each([
    ['a product opened at once after Back', '/products/12/blue-dream', 1],
    ['a route that was already on the address', '/menu', 0],
  ])('after back/forward, %s: the newest route is on the address once the window for late reports ends', (_case, next, pushed) => {
    const { sync, a } = backToMenu();
    a.setCurrent(next);
    const length = history.length;
    sync.routeChanged(a, next);
    expect(search()).toBe('?canopy=/menu');
    vi.advanceTimersByTime(2500);
    expect(search()).toBe(`?canopy=${next}`);
    expect(history.length).toBe(length + pushed);
  });

  test('release ends the wait for late reports: nothing is written afterwards', () => {
    const sync = createUrlSync();
    const a = client(false, '/brands');
    sync.claim(a, 'default');
    sync.routeChanged(a, '/brands');
    pop('?canopy=/menu');
    a.setCurrent('/cart');
    sync.routeChanged(a, '/cart');
    sync.release(a);
    vi.advanceTimersByTime(2500);
    expect(search()).toBe('');
  });

  test('a popped entry without the parameter shows the default route; release removes the parameter', () => {
    const sync = createUrlSync();
    const a = client(false, '/brands');
    sync.claim(a, 'default');
    sync.routeChanged(a, '/brands');
    pop('');
    expect(a.navigations).toEqual(['/menu']);
    const length = history.length;
    sync.routeChanged(a, '/menu');
    expect(search()).toBe('?canopy=/menu');
    expect(history.length).toBe(length);
    sync.release(a);
    expect(search()).toBe('');
    pop('?canopy=/cart');
    expect(a.navigations).toEqual(['/menu']);
  });
});

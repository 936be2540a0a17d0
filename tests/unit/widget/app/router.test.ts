import { afterEach, describe, expect, test } from 'vitest';
import { createHistoryRouter, createMemoryRouter, stripBase } from '../../../../widget/app/router/createRouter';

describe('routers', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  test.each([
    ['/embed/stores/1', '/embed/stores/1/menu', '/menu'],
    ['/embed/stores/1', '/embed/stores/1', '/'],
    ['/embed', '/embed/stores/1/canopy/products/3/x', '/stores/1/canopy/products/3/x'],
    ['', '/stores/5/green-leaf/menu', '/stores/5/green-leaf/menu'],
    ['/headless', '/elsewhere', '/elsewhere'],
  ])('stripBase(%s, %s) is %s', (base, pathname, route) => {
    expect(stripBase(base, pathname)).toBe(route);
  });

  test('iframe modes keep the real URL under the mode base and follow back/forward', () => {
    history.replaceState(null, '', '/embed/stores/1/menu?brand=Kiva');
    const router = createHistoryRouter({ base: '/embed/stores/1', window });
    expect(router.path.value).toBe('/menu?brand=Kiva');
    expect(router.match.value?.name).toBe('menu');
    router.navigate('/stores/1/canopy/products/12/kiva');
    expect(location.pathname).toBe('/embed/stores/1/stores/1/canopy/products/12/kiva');
    expect(router.match.value?.name).toBe('storeProduct');
    expect(router.href('/brands')).toBe('/embed/stores/1/brands');
    history.replaceState(null, '', '/embed/stores/1/brands');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.path.value).toBe('/brands');
    router.destroy();
  });

  test('with URL sync the host owns history, so the iframe replaces its entry', () => {
    history.replaceState(null, '', '/embed/menu');
    const before = history.length;
    const router = createHistoryRouter({ base: '/embed', window, replaceOnly: true });
    router.navigate('/brands');
    router.navigate('/dispensaries');
    expect(history.length).toBe(before);
    expect(location.pathname).toBe('/embed/dispensaries');
    router.destroy();
  });

  test('framelessEmbed routes in memory and links point at the host page with ?canopy=', () => {
    const router = createMemoryRouter({ initialPath: '/menu', hrefFor: (path) => `/shop?canopy=${encodeURIComponent(path)}` });
    const url = location.href;
    router.navigate('/brands/3/kiva');
    expect(router.path.value).toBe('/brands/3/kiva');
    expect(router.match.value).toMatchObject({ name: 'brand', params: { brandId: '3', slug: 'kiva' } });
    expect(location.href).toBe(url);
    expect(router.href('/menu')).toBe('/shop?canopy=%2Fmenu');
  });
});

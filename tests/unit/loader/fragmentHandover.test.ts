// DESIGN §1.6: a partner's server puts the host's crawlable fragment inside the embed's target; the loader adopts it
// (no skeleton), keeps the widget invisible over it while it boots, and swaps when the widget has drawn. A widget that
// never says so leaves the fragment in place, its links working.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { install } from '../../../loader/install';
import { canopy, clearPage, freshPage, fromFrame, sheetText, snippet } from './loaderPage';

const FRAGMENT_HEIGHT = 640;
const ready = { source: 'canopy', type: 'ready', payload: { mode: 'embedded', storeId: 1, version: '1' } };
const fragmentIn = () => document.querySelector('#canopy-menu .canopy-fragment') as HTMLElement | null;
const container = () => document.querySelector('#canopy-menu canopy-embed') as HTMLElement;
const iframe = () => container().querySelector('iframe') as HTMLIFrameElement;

/** The target as a partner's server sends it: the fragment, with a product link, before the loader runs. */
function serveFragment(route = '/menu') {
  document.body.innerHTML =
    `<div id="canopy-menu"><section class="canopy-fragment" data-canopy-fragment="${route}"><h1>Menu</h1>` +
    '<a id="first-product" href="https://partner.test/shop?canopy=/products/1/blue-dream">Blue Dream</a></section></div>';
  // happy-dom lays nothing out: the fragment gets the height a browser would measure.
  Object.defineProperty(fragmentIn(), 'offsetHeight', { configurable: true, get: () => FRAGMENT_HEIGHT });
}

describe('the hand-over from a server-side fragment (DESIGN §1.6)', () => {
  beforeEach(() => freshPage('/shop'));
  afterEach(clearPage);

  test.each([
    ['the same route', '/menu', ''],
    ['another route than the one ?canopy= opens', '/menu', '?canopy=/brands'],
    ['a route the embed does not open first', '/specials', ''],
  ])('the fragment is adopted for %s: no skeleton, the widget invisible over it, taking no room', (_, route, search) => {
    history.replaceState(null, '', '/shop' + search);
    serveFragment(route);
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu' }), '1');
    expect(fragmentIn()).not.toBeNull();
    expect(document.querySelector('#canopy-menu canopy-skeleton')).toBeNull();
    const style = container().style;
    // In flow after the fragment, pulled up over it by its own height: the page below does not move.
    expect(style.marginTop).toBe(`calc(-1*var(--canopy-height))`);
    expect(style.getPropertyValue('--canopy-height')).toBe(`${FRAGMENT_HEIGHT}px`);
    expect([style.overflow, style.opacity]).toEqual(['hidden', '0']);
    // Inert: no Tab stop, no click (pointer events pass to the fragment's links), nothing for assistive technology.
    expect(container().inert).toBe(true);
    expect(iframe().getAttribute('data-src')).toBe(`http://127.0.0.1:9/embed/stores/1${search ? '/brands' : '/menu'}`);
  });

  test('when the widget has drawn, the fragment goes and the widget shows in its place, at least as tall until it is sized', () => {
    serveFragment();
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu' }), '1');
    // The iframe's `shown` call and the `ready` message both reveal; `ready` then drops the reserved height too.
    fromFrame(iframe(), ready);
    expect(fragmentIn()).toBeNull();
    expect(container().inert).toBe(false);
    expect([container().style.opacity, container().style.marginTop, container().style.overflow]).toEqual(['', '', '']);
    expect(iframe().style.position).toBe('');
    expect(container().style.minHeight).toBe('var(--canopy-height)');
  });

  test('keyboard focus inside the fragment at the swap moves into the widget, not to the page’s body', () => {
    serveFragment();
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu' }), '1');
    (document.getElementById('first-product') as HTMLElement).focus();
    fromFrame(iframe(), ready);
    expect(document.activeElement).toBe(iframe());
  });

  test('a widget that never says it has drawn leaves the fragment, and its links, in place', () => {
    vi.useFakeTimers();
    try {
      serveFragment();
      install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu' }), '1');
      vi.advanceTimersByTime(60_000);
      expect(fragmentIn()).not.toBeNull();
      expect(container().style.opacity).toBe('0');
      expect(container().inert).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('framelessEmbed: no skeleton in the shadow root, which holds the host invisible over the fragment; a widget that cannot load leaves the fragment', async () => {
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('blocked'));
    serveFragment();
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-mode': 'framelessEmbed' }), '1');
    const shadow = container().shadowRoot!;
    expect(shadow.querySelector('canopy-skeleton')).toBeNull();
    // The host's reset (all:initial!important) would undo the page's inline hold; the shadow root's own rule folds it away.
    expect(sheetText(shadow)).toContain(':host([inert]) { height: 0px !important; min-height: 0 !important; overflow: hidden !important; }');
    await expect(canopy().mount({ storeId: 1, target: '#canopy-menu' })!.ready).rejects.toThrow();
    expect(fragmentIn()).not.toBeNull();
    expect(container().inert).toBe(true);
  });

  test('without a fragment the skeleton is shown as before and nothing is held', () => {
    document.body.innerHTML = '<div id="canopy-menu"></div>';
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu' }), '1');
    expect(document.querySelector('#canopy-menu canopy-skeleton')).not.toBeNull();
    expect(container().inert).toBe(false);
    expect(container().style.opacity).toBe('');
  });
});

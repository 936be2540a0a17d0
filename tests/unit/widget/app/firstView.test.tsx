import { act, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WidgetConfig } from '../../../../shared/protocol';
import { configFromUrl } from '../../../../shared/routes';
import { dressFirstView, firstViewFits, type FirstViewCheck } from '../../../../widget/app/firstView/firstViewFits';
import { mountWidget } from '../../../../widget/app/mountWidget';
import { createStyleHost } from '../../../../widget/app/styleHost';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';

// DESIGN §3 first product card: the host draws the widget's first frame into its HTML (#canopy-first-view); the
// widget keeps it on screen while its own first render runs, then replaces it, or drops it at once where it is
// not what this widget would draw.

const URL_CONFIG = configFromUrl(new URL('https://host.test/embed/stores/1/menu'), 'https://host.test');
const fits: FirstViewCheck = {
  config: { ...URL_CONFIG, hostOrigin: 'https://partner.test', urlSync: true },
  fromUrl: URL_CONFIG,
  drawnFor: 'desktop',
  sizeClass: 'desktop',
  signedIn: false,
};

describe('firstViewFits', () => {
  test('the loader’s config for the same embed, at the size class it was drawn for, with no session', () => {
    expect(firstViewFits(fits)).toBe(true);
    // whiteLabel shares embedded's base and markup (DESIGN §1.4); its theme is dressed on (dressFirstView).
    expect(firstViewFits({ ...fits, config: { ...fits.config, mode: 'whiteLabel', theme: { primary: '#0a7' } } })).toBe(true);
  });

  test.each<[string, Partial<FirstViewCheck>]>([
    ['another size class (000 §2)', { sizeClass: 'mobile' }],
    ['a size class not measured yet', { sizeClass: null }],
    ['no size class drawn for', { drawnFor: null }],
    ['a signed-in shopper', { signedIn: true }],
    ['another store', { config: { ...fits.config, storeId: 2 } }],
    ['another mode', { config: { ...fits.config, mode: 'operatorEmbed', operatorId: 1 } }],
  ])('not with %s', (_, change) => {
    expect(firstViewFits({ ...fits, ...change })).toBe(false);
  });
});

test('dressFirstView puts the mode and the white-label theme on the first view’s app, as the first render draws them', () => {
  const view = document.createElement('div');
  view.innerHTML = '<div class="cn-app" data-mode="embedded"><p>menu</p></div>';
  dressFirstView(view, { ...fits.config, mode: 'whiteLabel', theme: { primary: '#0a7', onPrimary: '#fff', bad: 'red;color:blue' } });
  const app = view.querySelector<HTMLElement>('.cn-app')!;
  expect(app.dataset.mode).toBe('whiteLabel');
  expect(app.style.getPropertyValue('--canopy-primary')).toBe('#0a7');
  expect(app.style.getPropertyValue('--canopy-on-primary')).toBe('#fff');
  expect(app.style.getPropertyValue('--canopy-bad')).toBe('');
});

describe('mountWidget with the host’s first view', () => {
  let root: HTMLElement;
  let firstView: HTMLElement;
  beforeEach(() => {
    history.replaceState(null, '', '/embed/stores/1/menu');
    globalThis.fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'nope' }), { status: 404 })) as typeof fetch;
    document.head.innerHTML = '<style data-canopy="base">.cn-app{}</style>';
    document.body.innerHTML = '<div id="canopy-first-view" data-size="desktop" inert><div class="cn-app">drawn by the host</div></div><div id="canopy-root"></div>';
    firstView = document.getElementById('canopy-first-view')!;
    root = document.getElementById('canopy-root')!;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  const mount = (config: Partial<WidgetConfig> = {}) => {
    const transport = Object.assign(createMemoryTransport(), { shown: vi.fn() });
    const bridge = createBridge({ ...URL_CONFIG, hostOrigin: 'https://partner.test', ...config }, transport);
    const mounted = mountWidget(root, bridge, { firstView });
    return { mounted, shown: transport.shown };
  };

  test('it stays while the first render runs, the loader hears at once, and the first commit replaces it', async () => {
    const { mounted, shown } = mount();
    // Still drawn by the host; the widget's root waits hidden, and `shown` went before the first render's task.
    expect(firstView.isConnected).toBe(true);
    expect(root.hidden).toBe(true);
    expect(root.childElementCount).toBe(0);
    expect(shown).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(firstView.isConnected).toBe(false));
    expect(root.hidden).toBe(false);
    expect(document.querySelectorAll('.cn-app')).toHaveLength(1);
    // The host's sheet is kept, not added again.
    expect(document.querySelectorAll('style[data-canopy="base"]')).toHaveLength(1);
    act(() => mounted.unmount());
  });

  test('in a white-label theme it is dressed in the theme before the loader is told to show it', () => {
    const { mounted, shown } = mount({ mode: 'whiteLabel', theme: { primary: '#0a7' } });
    expect(firstView.querySelector<HTMLElement>('.cn-app')!.style.getPropertyValue('--canopy-primary')).toBe('#0a7');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(firstView.isConnected).toBe(true);
    act(() => mounted.unmount());
  });

  test.each<[string, Partial<WidgetConfig>, string]>([
    ['another size class', {}, 'mobile'],
    ['another store', { storeId: 2 }, 'desktop'],
  ])('with %s it goes before anything is drawn, and the widget draws its first frame at once', (_, config, drawnFor) => {
    firstView.setAttribute('data-size', drawnFor);
    const { mounted, shown } = mount(config);
    expect(firstView.isConnected).toBe(false);
    expect(shown).toHaveBeenCalledTimes(1); // by the first commit, as without a first view
    expect(root.hidden).toBe(false);
    expect(root.querySelector('.cn-app')).not.toBeNull();
    act(() => mounted.unmount());
  });

  test('unmounted before its first render, it leaves nothing behind and never renders', () => {
    vi.useFakeTimers();
    try {
      const { mounted } = mount();
      act(() => mounted.unmount());
      expect(firstView.isConnected).toBe(false);
      // The first render was queued as a task behind the first view (mountWidget): it runs, and draws nothing.
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      vi.runOnlyPendingTimers();
      expect(root.childElementCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the style host and the sheets the host drew', () => {
  test('a sheet already in the target under its id is adopted, not added again, and goes with the widget', () => {
    document.head.innerHTML = '<style data-canopy="menu">.cn-menu{}</style>';
    const styles = createStyleHost(document.head);
    styles.adopt('menu', '.cn-menu{}');
    styles.adopt('cart', '.cn-cart{}');
    expect([...document.head.querySelectorAll('style')].map((style) => style.dataset.canopy)).toEqual(['menu', 'cart']);
    styles.destroy();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});

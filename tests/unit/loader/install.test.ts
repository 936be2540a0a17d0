import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CanopyEmbed, CanopyStub } from '../../../loader/canopy';
import { install } from '../../../loader/install';
import { canopy, fakeFrameWindows, HOST, sheetText, snippet } from './loaderPage';

describe('the loader entry (DESIGN §1.2–1.3)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  let warnings: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    document.body.innerHTML = '<div id="canopy-menu"></div><div id="second"></div>';
    delete window.Canopy;
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    history.replaceState(null, '', '/');
    fakeFrameWindows();
  });
  afterEach(() => {
    document.querySelectorAll('canopy-embed').forEach((el) => el.remove());
    vi.restoreAllMocks();
  });

  test('a script tag with no data-* attribute only defines window.Canopy', () => {
    install(snippet({ 'data-cfasync': 'false' }), '1.2.3');
    expect(canopy().version).toBe('1.2.3');
    expect(typeof canopy().mount).toBe('function');
    expect(document.querySelector('canopy-embed')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  test('the snippet mounts one iframe embed at the mode base plus the route, with title and sizing', () => {
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-url-sync': 'off' }), '1');
    const iframe = document.querySelector('#canopy-menu canopy-embed iframe') as HTMLIFrameElement;
    expect(iframe.getAttribute('data-src')).toBe(`${HOST}/embed/stores/1/menu`);
    expect(iframe.title).toBe('Dispensary menu');
    expect(iframe.getAttribute('allow')).toContain('geolocation');
    expect(iframe.style.width).toBe('1px');
    expect(iframe.style.minWidth).toBe('100%');
    expect(iframe.name).toMatch(/^canopy-\d+$/);
    expect(document.querySelector('#canopy-menu canopy-skeleton')).not.toBeNull();
  });

  test.each([
    [{}, 'canopy-1'],
    [{ 'data-mode': 'whiteLabel', 'data-theme': '{"primary":"#0a7"}' }, 'canopy-1 {"primary":"#0a7"}'],
  ])('until the widget has drawn, the iframe lies over a skeleton of its height, never hidden (%j)', (attributes, name) => {
    install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-url-sync': 'off', ...attributes }), '1');
    const iframe = document.querySelector('#canopy-menu iframe') as HTMLIFrameElement;
    expect(iframe.style.position).toBe('absolute');
    expect(iframe.style.pointerEvents).toBe('none');
    expect(iframe.style.height).toBe('600px');
    expect(iframe.style.opacity).toBe('');
    // The theme rides in the frame's name too, for the widget's HTML to paint in it before the handshake.
    expect(iframe.name).toBe(name);
    expect(iframe.id).toBe('canopy-1');
    // 568 px and 16 px of padding above and below: as tall as the iframe, so nothing moves when it is shown. Its sheet
    // is a constructed one, no <style> element, which a page's strict style-src would refuse.
    const skeleton = document.querySelector('#canopy-menu canopy-skeleton')!;
    const css = sheetText(skeleton.shadowRoot!);
    expect(skeleton.shadowRoot!.querySelector('style')).toBeNull();
    expect(css).toContain(':host { all: initial; display: block; padding: 16px 0px; height: 568px; overflow: hidden;');
    // It pulses in opacity, which the compositor animates: a repainted shimmer under a visible iframe cost the
    // partner page a 60–90 ms frame after frame while the widget loads.
    expect(css).toMatch(/@keyframes p \{\s*100% \{ opacity: \.55; \}/);
    expect(css).not.toContain('background-position');
  });

  test("the page's storage is first read in the task after the iframe is made, not when the widget asks for its config", () => {
    vi.useFakeTimers();
    try {
      const keys = vi.spyOn(Storage.prototype, 'key');
      localStorage.setItem(`canopy|${HOST}|jdid`, 'abc');
      install(snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-url-sync': 'off' }), '1');
      expect(document.querySelector('#canopy-menu iframe')).not.toBeNull();
      expect(keys).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(keys).toHaveBeenCalled();
    } finally {
      localStorage.clear();
      vi.useRealTimers();
    }
  });

  test('without data-target the container goes right after the script tag', () => {
    const script = snippet({ 'data-store-id': '1', 'data-url-sync': 'off' });
    install(script, '1');
    expect(script.nextElementSibling?.tagName).toBe('CANOPY-EMBED');
  });

  test('a bad data-mode logs one console.error naming it, throws nothing and mounts nothing', () => {
    expect(() => install(snippet({ 'data-store-id': '1', 'data-mode': 'shop', 'data-target': '#canopy-menu' }), '1')).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toMatch(/^\[Canopy\] data-mode="shop" is not accepted: use one of embedded/);
    expect(document.querySelector('canopy-embed')).toBeNull();
    expect(canopy().mount).toBeTypeOf('function');
  });

  test('a target that matches nothing logs one error', () => {
    install(snippet({ 'data-store-id': '1', 'data-target': '#nowhere' }), '1');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('data-target="#nowhere" matches no element');
  });

  test('calls queued before the loader arrived are replayed, and later pushes run at once', () => {
    const stub: CanopyStub = { q: [] };
    window.Canopy = stub;
    const handles: Array<CanopyEmbed | null> = [];
    stub.q.push(['mount', { storeId: 1, target: '#canopy-menu', urlSync: false }, (embed) => handles.push(embed)]);
    stub.q.push(['mount', { storeId: 'x', target: '#second' }, (embed) => handles.push(embed)]);
    install(snippet({}), '1');
    expect(handles).toHaveLength(2);
    expect(handles[0]).not.toBeNull();
    expect(handles[1]).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('canopy-embed')).toHaveLength(1);

    canopy().q.push(['mount', { storeId: 2, target: '#second', urlSync: false }, (embed) => handles.push(embed)]);
    expect(document.querySelectorAll('#second iframe')).toHaveLength(1);
  });

  test('loading the script twice mounts nothing twice', () => {
    const script = snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-url-sync': 'off' });
    install(script, '1');
    const first = window.Canopy;
    install(script, '1');
    const copy = snippet({ 'data-store-id': '1', 'data-target': '#canopy-menu', 'data-url-sync': 'off' });
    install(copy, '1');
    expect(window.Canopy).toBe(first);
    expect(document.querySelectorAll('canopy-embed')).toHaveLength(1);
    expect(canopy().mount({ storeId: 1, target: '#canopy-menu' })).not.toBeNull();
    expect(document.querySelectorAll('canopy-embed')).toHaveLength(1);
    expect(warnings).toHaveBeenCalled();
  });

  test('mount() returns separate handles; destroy() removes the container and the message listener', () => {
    install(snippet({}), '1');
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const a = canopy().mount({ storeId: 1, target: '#canopy-menu', urlSync: false })!;
    const b = canopy().mount({ storeId: 2, target: document.getElementById('second')!, urlSync: false })!;
    expect(a).not.toBe(b);
    const messageListeners = added.mock.calls.filter(([type]) => type === 'message').map(([, fn]) => fn);
    expect(messageListeners.length).toBeGreaterThanOrEqual(2);
    a.destroy();
    b.destroy();
    expect(document.querySelector('canopy-embed')).toBeNull();
    const removedListeners = removed.mock.calls.filter(([type]) => type === 'message').map(([, fn]) => fn);
    for (const fn of messageListeners) expect(removedListeners).toContain(fn);
    a.destroy();
  });

  test('a throwing partner listener is logged and the next listener still runs', () => {
    install(snippet({}), '1');
    const embed = canopy().mount({ storeId: 1, target: '#canopy-menu', urlSync: false })!;
    const iframe = document.querySelector('#canopy-menu iframe') as HTMLIFrameElement;
    const seen: string[] = [];
    embed.on('route', () => {
      throw new Error('partner bug');
    });
    embed.on('route', (payload) => seen.push(payload.path));
    const data = { source: 'canopy', type: 'route', payload: { path: '/cart', title: 'Cart' } };
    expect(() => dispatchEvent(new MessageEvent('message', { data, origin: HOST, source: iframe.contentWindow }))).not.toThrow();
    expect(seen).toEqual(['/cart']);
    expect(errors).toHaveBeenCalledTimes(1);
    embed.navigate('https://evil.example');
    expect(errors).toHaveBeenCalledTimes(2);
    embed.destroy();
  });

  // DESIGN §1.3: the loader accepts messages only from its own iframe's window and the widget origin.
  test.each([
    ['its iframe, the widget origin', 'frame', HOST, true],
    ['its iframe navigated to another origin', 'frame', 'http://evil.example', false],
    ['another window, the widget origin', 'other', HOST, false],
    ['the page itself', 'self', HOST, false],
    ['no source', 'none', HOST, false],
  ])('a message from %s is %s', (_, source, origin, accepted) => {
    install(snippet({}), '1');
    const embed = canopy().mount({ storeId: 1, target: '#canopy-menu', urlSync: false })!;
    const iframe = document.querySelector('#canopy-menu iframe') as HTMLIFrameElement;
    const sources = { frame: iframe.contentWindow, other: { postMessage: () => undefined }, self: window, none: null };
    const carts: unknown[] = [];
    embed.on('cart', (payload) => carts.push(payload));
    const data = { source: 'canopy', type: 'cart', payload: { uuid: 'u', count: 1, total: 1999 } };
    dispatchEvent(new MessageEvent('message', { data, origin, source: sources[source as keyof typeof sources] as Window }));
    expect(carts).toEqual(accepted ? [{ uuid: 'u', count: 1, total: 1999 }] : []);
    embed.destroy();
  });

  test('a tag in <head> without data-target logs one error instead of rendering into <head>', () => {
    const script = snippet({ 'data-store-id': '1' });
    document.head.appendChild(script);
    install(script, '1');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('data-target is needed');
    expect(document.querySelector('canopy-embed')).toBeNull();
    script.remove();
  });

  test('an async tag that runs before its target is parsed mounts once the document is parsed', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    install(snippet({ 'data-store-id': '1', 'data-target': '#later', 'data-url-sync': 'off' }), '1');
    expect(errors).not.toHaveBeenCalled();
    const later = document.createElement('div');
    later.id = 'later';
    document.body.appendChild(later);
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelectorAll('#later canopy-embed')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  test('a target whose embed was wiped by a re-render gets a fresh embed, and the old one is destroyed', () => {
    install(snippet({}), '1');
    const first = canopy().mount({ storeId: 1, target: '#canopy-menu', urlSync: false })!;
    let rejected = false;
    first.ready.catch(() => (rejected = true));
    document.getElementById('canopy-menu')!.innerHTML = '';
    const second = canopy().mount({ storeId: 1, target: '#canopy-menu', urlSync: false });
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(document.querySelectorAll('#canopy-menu canopy-embed')).toHaveLength(1);
    return Promise.resolve().then(() => expect(rejected).toBe(true));
  });

  test('a second loader from another Canopy host mounts its snippet from that host', () => {
    install(snippet({}), '1');
    const other = snippet({ 'data-store-id': '2', 'data-target': '#second', 'data-url-sync': 'off' }, 'https://staging.canopy.example/loader.js');
    install(other, '1');
    expect(document.querySelector('#second iframe')?.getAttribute('data-src')).toBe('https://staging.canopy.example/embed/stores/2/menu');
    canopy().mount({ storeId: 1, target: '#canopy-menu', urlSync: false });
    expect(document.querySelector('#canopy-menu iframe')?.getAttribute('data-src')).toBe(`${HOST}/embed/stores/1/menu`);
  });
});

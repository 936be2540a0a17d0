// The embed's life on a partner page (DESIGN §1.3, §1.5): its id, the height it keeps until the widget is sized,
// the end of an embed whose container the page took away, and which embed syncs the URL.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { install } from '../../../loader/install';
import { canopy, clearPage, freshPage, fromFrame, HOST, snippet } from './loaderPage';

const ready = { source: 'canopy', type: 'ready', payload: { mode: 'embedded', storeId: 1, version: '1' } };
const route = (path: string) => ({ source: 'canopy', type: 'route', payload: { path, title: path } });
const frameIn = (selector: string) => document.querySelector(`${selector} iframe`) as HTMLIFrameElement;
const containerIn = (selector: string) => document.querySelector(`${selector} canopy-embed`) as HTMLElement;
/** MutationObserver callbacks run in a microtask after the change. */
const domSettled = () => new Promise((resolve) => setTimeout(resolve));

describe('an embed on a partner page', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    errors = freshPage('/shop');
  });
  afterEach(clearPage);

  test('its handle has the id its container, its frame and its messages carry', () => {
    install(snippet({}), '1');
    const first = canopy().mount({ storeId: 1, target: '#a' }) as unknown as { id: number };
    const second = canopy().mount({ storeId: 2, target: '#b' }) as unknown as { id: number };
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(containerIn('#b').getAttribute('data-canopy-embed')).toBe('2');
    expect(frameIn('#b').name).toBe('canopy-2');
  });

  test.each([
    [{}, '100vh'],
    [{ 'data-height': '800' }, '800px'],
    [{ 'data-height': '720px' }, '720px'],
    [{ 'data-height': '40rem' }, '40rem'],
    [{ 'data-height': '0' }, '0px'],
  ])('it keeps its reserved height (%j → %s) until the widget is ready, then takes its content’s', (attributes, height) => {
    install(snippet({ 'data-store-id': '1', 'data-target': '#a', ...attributes }), '1');
    const reserved = () => containerIn('#a').style.getPropertyValue('--canopy-height');
    expect(containerIn('#a').style.minHeight).toBe('var(--canopy-height)');
    expect(reserved()).toBe(height);
    fromFrame(frameIn('#a'), route('/menu'));
    expect(reserved()).toBe(height);
    fromFrame(frameIn('#a'), ready);
    expect(reserved()).toBe('');
  });

  test.each(['tall', '-5', '12%', '1e3px'])('data-height="%s" is refused with one error naming it', (height) => {
    install(snippet({ 'data-store-id': '1', 'data-target': '#a', 'data-height': height }), '1');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toBe(`[Canopy] data-height="${height}" is not accepted: it takes a CSS height such as 800px or 100vh, or a number of pixels.`);
    expect(containerIn('#a')).toBeNull();
  });

  test('a container the page took away without destroy() is destroyed: listeners, ready and URL sync go with it', async () => {
    install(snippet({}), '1');
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const gone = canopy().mount({ storeId: 1, target: '#a' })!;
    const rejected = gone.ready.catch((error: { code: string }) => error.code);
    const listeners = added.mock.calls.filter(([type]) => type === 'message' || type === 'popstate').map(([, fn]) => fn);
    document.getElementById('a')!.remove();
    await domSettled();
    expect(await rejected).toBe('destroyed');
    const removedListeners = removed.mock.calls.map(([, fn]) => fn);
    for (const fn of listeners) expect(removedListeners).toContain(fn);

    // The next embed gets the URL sync the lost one held: its routes reach the address.
    canopy().mount({ storeId: 2, target: '#b' });
    fromFrame(frameIn('#b'), route('/brands'));
    expect(location.search).toBe('?canopy=/brands');
  });

  test('a container moved within one task is kept', async () => {
    install(snippet({}), '1');
    const moved = canopy().mount({ storeId: 1, target: '#a', urlSync: false })!;
    let destroyed = false;
    moved.ready.catch(() => (destroyed = true));
    document.getElementById('b')!.appendChild(containerIn('#a'));
    await domSettled();
    expect(destroyed).toBe(false);
    expect(frameIn('#b')).not.toBeNull();
    moved.destroy();
  });

  // Async snippets run in the order their scripts arrive, which varies from load to load.
  test('URL sync belongs to the first embed in document order, whichever snippet runs first', () => {
    history.replaceState(null, '', '/shop?canopy=/cart');
    install(snippet({ 'data-store-id': '2', 'data-target': '#b' }), '1');
    install(snippet({ 'data-store-id': '1', 'data-target': '#a' }), '1');
    expect(frameIn('#a').getAttribute('data-src')).toBe(`${HOST}/embed/stores/1/cart`);
    fromFrame(frameIn('#b'), route('/menu'));
    expect(location.search).toBe('?canopy=/cart');
    fromFrame(frameIn('#a'), route('/brands'));
    expect(location.search).toBe('?canopy=/brands');
  });

  test('an embed that asks for URL sync has it, wherever it is', () => {
    install(snippet({ 'data-store-id': '1', 'data-target': '#a' }), '1');
    install(snippet({ 'data-store-id': '2', 'data-target': '#b', 'data-url-sync': 'on' }), '1');
    fromFrame(frameIn('#a'), route('/brands'));
    expect(location.search).toBe('');
    fromFrame(frameIn('#b'), route('/specials'));
    expect(location.search).toBe('?canopy=/specials');
  });
});

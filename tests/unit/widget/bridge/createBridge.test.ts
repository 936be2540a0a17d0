import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PROTOCOL_VERSION, hostMessage, type WidgetConfig } from '../../../../shared/protocol';
import { createBridge, createFramelessBridge, createMemoryTransport } from '../../../../widget/platform/bridge';

const config: WidgetConfig = {
  mode: 'framelessEmbed',
  storeId: 1,
  apiBase: 'http://127.0.0.1:8080/api/v1',
  initialPath: '/menu',
  hostOrigin: 'http://localhost:8081',
  urlSync: true,
  protocolVersion: PROTOCOL_VERSION,
};

describe.each([
  ['createBridge', createBridge],
  ['createFramelessBridge', createFramelessBridge],
])('%s over a Transport', (_, make) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('sends through the outbox: nothing before 275 ms, then the batch in order', () => {
    const transport = createMemoryTransport();
    const bridge = make(config, transport);
    bridge.send(hostMessage('ready', { mode: 'framelessEmbed', storeId: 1, version: '0.1.0' }));
    bridge.send(hostMessage('route', { path: '/menu', title: 'Menu' }));
    vi.advanceTimersByTime(274);
    expect(transport.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(transport.sent.map((m) => m.type)).toEqual(['ready', 'route']);
    expect(bridge.config).toBe(config);
  });

  // Raw `message` listeners tell several embeds apart by the loader's number for each (config.embedId).
  test.each([
    [7, { embedId: 7 }],
    [undefined, {}],
  ])('each message carries the embed id the loader gave (%s)', (embedId, carried) => {
    const transport = createMemoryTransport();
    const bridge = make({ ...config, embedId }, transport);
    bridge.send(hostMessage('cart', { uuid: 'u', count: 1, total: 500 }));
    vi.advanceTimersByTime(275);
    expect(transport.sent).toEqual([{ ...hostMessage('cart', { uuid: 'u', count: 1, total: 500 }), ...carried }]);
    expect('embedId' in transport.sent[0]).toBe(embedId !== undefined);
  });

  test('a new page scrolls the host page to the widget top at once; a filter change (query only) does not', () => {
    const scrolled: string[] = [];
    const transport = { ...createMemoryTransport(), scrollToTop: () => void scrolled.push('top') };
    const bridge = make(config, transport);
    bridge.send(hostMessage('route', { path: '/menu', title: 'Menu' }));
    bridge.send(hostMessage('route', { path: '/menu?kind=flower', title: 'Menu' }));
    bridge.send(hostMessage('route', { path: '/menu?kind=flower&sort=a-z', title: 'Menu' }));
    expect(scrolled).toEqual([]);
    bridge.send(hostMessage('route', { path: '/products/12/blue-dream', title: 'Blue Dream' }));
    expect(scrolled).toEqual(['top']);
  });

  // The loader navigates as soon as the channel opens (an embed that lost URL sync, a partner's navigate() right after
  // mount): before the app has subscribed. The newest such route reaches the app's first listener.
  test('a navigate sent before the app listens reaches its first listener, the newest only, once', () => {
    const transport = createMemoryTransport();
    const bridge = make(config, transport);
    transport.command({ type: 'navigate', path: '/brands' });
    transport.command({ type: 'navigate', path: '/cart' });
    const first: string[] = [];
    const second: string[] = [];
    bridge.onNavigate((path) => first.push(path));
    bridge.onNavigate((path) => second.push(path));
    expect(first).toEqual(['/cart']);
    expect(second).toEqual([]);
  });

  test('host commands reach the app: navigate, getState, viewport (replayed to late listeners)', () => {
    const transport = createMemoryTransport();
    const bridge = make(config, transport);
    const paths: string[] = [];
    const off = bridge.onNavigate((path) => paths.push(path));
    transport.command({ type: 'navigate', path: '/cart' });
    off();
    transport.command({ type: 'navigate', path: '/brands' });
    expect(paths).toEqual(['/cart']);

    expect(transport.command({ type: 'getState' })).toBe(null);
    bridge.setStateProvider(() => ({ path: '/cart', count: 2 }));
    expect(transport.command({ type: 'getState' })).toEqual({ path: '/cart', count: 2 });

    const info = { scrollTop: 900, viewportHeight: 700, offsetTop: 300 };
    transport.command({ type: 'viewport', info });
    const seen: unknown[] = [];
    bridge.onViewport((v) => seen.push(v));
    expect(seen).toEqual([info]);
  });

  test('asks the host to scroll to the top on a route change, at once, but not for the first route', () => {
    const transport = createMemoryTransport();
    const bridge = make(config, transport);
    bridge.send(hostMessage('route', { path: '/menu', title: 'Menu' }));
    expect(transport.scrolls).toBe(0);
    bridge.send(hostMessage('route', { path: '/menu', title: 'Menu' }));
    expect(transport.scrolls).toBe(0);
    bridge.send(hostMessage('route', { path: '/products/1/a', title: 'A' }));
    expect(transport.scrolls).toBe(1);
  });

  test('pagehide flushes what is queued; destroy flushes, then disconnects', () => {
    const transport = createMemoryTransport();
    const bridge = make(config, transport);
    bridge.send(hostMessage('analytics', { event: 'a', properties: {} }));
    dispatchEvent(new Event('pagehide'));
    expect(transport.sent).toHaveLength(1);
    bridge.send(hostMessage('analytics', { event: 'b', properties: {} }));
    bridge.destroy();
    expect(transport.sent.map((m) => m.type === 'analytics' && m.payload.event)).toEqual(['a', 'b']);
    expect(transport.destroyed).toBe(true);
    bridge.send(hostMessage('logout', {}));
    vi.advanceTimersByTime(2000);
    expect(transport.sent).toHaveLength(2);
    dispatchEvent(new Event('pagehide'));
    expect(transport.sent).toHaveLength(2);
  });
});

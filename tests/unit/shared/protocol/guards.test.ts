import { describe, expect, test } from 'vitest';
import {
  HOST_MESSAGE_TYPES,
  MESSAGE_GUARDS,
  PROTOCOL_VERSION,
  hostMessage,
  isHostCommand,
  isHostMessage,
  isRoutePath,
  isTheme,
  isWidgetConfig,
  FLAG_OVERRIDES_MAX_LENGTH,
  type HostMessageType,
} from '../../../../shared/protocol';

const good: { [T in HostMessageType]: unknown } = {
  ready: { mode: 'embedded', storeId: 1, version: '0.1.0' },
  route: { path: '/products/12/blue-dream', title: 'Blue Dream' },
  resize: { height: 840 },
  cart: { uuid: 'c0ffee', count: 2, total: 4599 },
  analytics: { event: 'product_viewed', properties: { productId: 12 } },
  checkout: { reservationId: 'r-1', amount: 4599 },
  error: { status: 500, message: 'Server error has occurred', path: '/api/v1/cart' },
  login: {},
  logout: {},
};

// One bad payload per type: each breaks exactly one rule of that type.
const bad: Array<[HostMessageType, unknown, string]> = [
  ['ready', { mode: 'shop', storeId: 1, version: '0.1.0' }, 'unknown mode'],
  ['ready', { mode: 'embedded', storeId: 0, version: '0.1.0' }, 'store id 0'],
  ['ready', { mode: 'embedded', storeId: 1 }, 'no version'],
  ['route', { path: 'https://evil.example/x', title: '' }, 'a URL is not a route'],
  ['route', { path: '//evil.example/x', title: '' }, 'protocol-relative path'],
  ['route', { path: '/menu' }, 'no title'],
  ['resize', { height: -1 }, 'negative height'],
  ['resize', { height: Number.NaN }, 'NaN height'],
  ['cart', { uuid: 'c', count: 1.5, total: 100 }, 'fractional count'],
  ['cart', { uuid: 'c', count: 1, total: 45.99 }, 'total in dollars, not cents'],
  ['analytics', { event: '', properties: {} }, 'empty event name'],
  ['analytics', { event: 'x', properties: [] }, 'properties not an object'],
  ['checkout', { reservationId: '', amount: 100 }, 'empty reservation id'],
  ['error', { status: '500', message: 'x', path: '/' }, 'status as text'],
  ['login', { user: 'a@b.c' }, 'login carries no data'],
  ['logout', null, 'payload null'],
];

describe('host-bound message guards (DESIGN §1.3)', () => {
  test.each(HOST_MESSAGE_TYPES.map((type) => [type]))('%s accepts a well-formed message', (type) => {
    const message = { source: 'canopy', type, payload: good[type] };
    expect(MESSAGE_GUARDS[type](message)).toBe(true);
    expect(isHostMessage(message)).toBe(true);
  });

  test.each(bad)('%s rejects %j (%s)', (type, payload) => {
    const message = { source: 'canopy', type, payload };
    expect(MESSAGE_GUARDS[type](message)).toBe(false);
    expect(isHostMessage(message)).toBe(false);
  });

  test.each([
    ['another source', { source: 'other', type: 'resize', payload: { height: 1 } }],
    ['an unknown type', { source: 'canopy', type: 'toString', payload: {} }],
    ['no payload', { source: 'canopy', type: 'login' }],
    ['a string', '[iFrameSizer]canopy-1:600:0:init'],
    ['null', null],
  ])('isHostMessage rejects %s', (_, data) => {
    expect(isHostMessage(data)).toBe(false);
  });

  test('each guard accepts only its own type', () => {
    const message = hostMessage('resize', { height: 10 });
    expect(HOST_MESSAGE_TYPES.filter((type) => MESSAGE_GUARDS[type](message))).toEqual(['resize']);
  });
});

describe('route paths, themes, config and commands', () => {
  test.each([
    ['/menu', true],
    ['/', true],
    ['/products/12/blue-dream?fromMenu=true#reviews', true],
    ['menu', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['/a\nb', false],
    ['/' + 'a'.repeat(2048), false],
  ])('isRoutePath(%j) is %s', (path, expected) => {
    expect(isRoutePath(path)).toBe(expected);
  });

  // Entries are checked where they are used, and the widget warns about each it leaves out: one bad entry never
  // costs the embed its whole config.
  test.each([
    [{ primary: '#0a7' }, true],
    [{ primary: '#0a7', 'surface-2': 'rgb(1, 2, 3)' }, true],
    [{ primary: 'red;} body{display:none' }, true],
    [{ 'bad name': '#000' }, true],
    [{ primary: 7 }, false],
    [['#0a7'], false],
  ])('isTheme(%j) is %s', (theme, expected) => {
    expect(isTheme(theme)).toBe(expected);
  });

  const config = {
    mode: 'embedded',
    storeId: 1,
    partnerId: 1,
    apiBase: 'http://127.0.0.1:8080/api/v1',
    initialPath: '/menu',
    hostOrigin: 'http://localhost:8081',
    urlSync: true,
    protocolVersion: PROTOCOL_VERSION,
  };
  test('isWidgetConfig accepts what the loader sends', () => {
    expect(isWidgetConfig(config)).toBe(true);
    expect(isWidgetConfig({ ...config, theme: { primary: '#0a7' } })).toBe(true);
    expect(isWidgetConfig({ ...config, auth: false })).toBe(true);
    expect(isWidgetConfig({ ...config, flagOverrides: 'featureFlagsOn=terpene-filters' })).toBe(true);
  });
  test.each([
    ['another protocol version', { protocolVersion: PROTOCOL_VERSION + 1 }],
    ['a host origin with a path', { hostOrigin: 'http://localhost:8081/page' }],
    ['an unknown mode', { mode: 'shop' }],
    ['a URL as the initial path', { initialPath: 'https://evil.example' }],
    ['a relative API base', { apiBase: '/api/v1' }],
    ['a text store id', { storeId: '1' }],
    ['auth as text', { auth: 'off' }],
    ['flag overrides that are not text', { flagOverrides: ['terpene-filters'] }],
    ['flag overrides over the limit', { flagOverrides: 'featureFlagsOn=' + 'x'.repeat(FLAG_OVERRIDES_MAX_LENGTH) }],
  ])('isWidgetConfig rejects %s', (_, change) => {
    expect(isWidgetConfig({ ...config, ...change })).toBe(false);
  });

  test.each([
    [{ type: 'navigate', path: '/cart' }, true],
    [{ type: 'navigate', path: 'https://evil.example' }, false],
    [{ type: 'getState' }, true],
    [{ type: 'viewport', info: { scrollTop: 10, viewportHeight: 800, offsetTop: 120 } }, true],
    [{ type: 'viewport', info: { scrollTop: 10 } }, false],
    [{ type: 'viewport', info: { scrollTop: 10, viewportHeight: 800, offsetTop: 120, topInset: 64 } }, true],
    [{ type: 'viewport', info: { scrollTop: 10, viewportHeight: 800, offsetTop: 120, topInset: -1 } }, false],
    [{ type: 'viewport', info: { scrollTop: 10, viewportHeight: 800, offsetTop: 120, topInset: '64' } }, false],
    [{ type: 'eval' }, false],
  ])('isHostCommand(%j) is %s', (command, expected) => {
    expect(isHostCommand(command)).toBe(expected);
  });
});

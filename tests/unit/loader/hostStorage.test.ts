import { beforeEach, describe, expect, test } from 'vitest';
import { readHostStorage, writeHostStorage } from '../../../loader/hostStorage';
import { HOST_STORAGE_MAX_KEYS, HOST_STORAGE_MAX_VALUE_LENGTH, isWidgetConfig, PROTOCOL_VERSION } from '../../../shared/protocol';

const WIDGET = 'https://canopy.example';

describe('the widget store on the partner page (third-party frames lose their own storage)', () => {
  beforeEach(() => localStorage.clear());

  test('what the widget writes comes back in the next config, and null forgets it', () => {
    expect(readHostStorage(WIDGET)).toBeUndefined();
    writeHostStorage(WIDGET, 'cart-embedded-1', '{"uuid":"u1"}');
    writeHostStorage(WIDGET, 'jdid', 'abc');
    expect(readHostStorage(WIDGET)).toEqual({ 'cart-embedded-1': '{"uuid":"u1"}', jdid: 'abc' });
    writeHostStorage(WIDGET, 'jdid', null);
    expect(readHostStorage(WIDGET)).toEqual({ 'cart-embedded-1': '{"uuid":"u1"}' });
  });

  test("entries are namespaced by widget origin and never touch the page's own keys", () => {
    localStorage.setItem('jdid', 'the-partner-s-own');
    writeHostStorage(WIDGET, 'jdid', 'ours');
    writeHostStorage('https://other.example', 'jdid', 'theirs');
    expect(readHostStorage(WIDGET)).toEqual({ jdid: 'ours' });
    expect(localStorage.getItem('jdid')).toBe('the-partner-s-own');
  });

  test.each([
    ['a key with spaces', 'a b', 'x'],
    ['an empty key', '', 'x'],
    ['a non-string value', 'k', 42],
    ['a value over the limit', 'k', 'x'.repeat(HOST_STORAGE_MAX_VALUE_LENGTH + 1)],
    ['a non-string key', { toString: (): string => 'k' }, 'x'],
  ])('ignores %s without throwing', (_name, key, value) => {
    expect(() => writeHostStorage(WIDGET, key, value)).not.toThrow();
    expect(readHostStorage(WIDGET)).toBeUndefined();
  });

  test(`keeps at most ${HOST_STORAGE_MAX_KEYS} entries; existing ones can still change`, () => {
    for (let i = 0; i < HOST_STORAGE_MAX_KEYS + 5; i += 1) writeHostStorage(WIDGET, `k${i}`, 'v');
    expect(Object.keys(readHostStorage(WIDGET) ?? {})).toHaveLength(HOST_STORAGE_MAX_KEYS);
    writeHostStorage(WIDGET, 'k0', 'changed');
    expect(readHostStorage(WIDGET)?.k0).toBe('changed');
  });

  test('a config carrying the snapshot passes the guard; a bad snapshot does not', () => {
    const config = {
      mode: 'embedded',
      apiBase: 'https://canopy.example/api/v1',
      initialPath: '/menu',
      hostOrigin: 'https://partner.example',
      urlSync: true,
      protocolVersion: PROTOCOL_VERSION,
    };
    expect(isWidgetConfig({ ...config, storage: { jdid: 'abc' } })).toBe(true);
    expect(isWidgetConfig({ ...config, storage: { 'bad key': 'x' } })).toBe(false);
    expect(isWidgetConfig({ ...config, storage: { k: 1 } })).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { safeStorage } from '../../../../widget/platform/safeStorage';

const blocked = () => {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied", 'SecurityError');
};

function hostStore(snapshot: Record<string, string> = {}) {
  const writes: Array<[string, string | null]> = [];
  return { writes, host: { snapshot, write: (key: string, value: string | null) => void writes.push([key, value]) } };
}

describe('safeStorage', () => {
  test("in a cross-site frame denied localStorage, it reads the partner page's snapshot and writes through to it", () => {
    const { host, writes } = hostStore({ 'cart-embedded-1': '{"uuid":"u1"}' });
    const storage = safeStorage(blocked, host);
    expect(storage.get('cart-embedded-1')).toBe('{"uuid":"u1"}');
    storage.set('jdid', 'abc');
    expect(storage.get('jdid')).toBe('abc');
    storage.remove('cart-embedded-1');
    expect(storage.get('cart-embedded-1')).toBeNull();
    expect(writes).toEqual([
      ['jdid', 'abc'],
      ['cart-embedded-1', null],
    ]);
  });

  test('with its own localStorage working, it keeps entries there and does not write to the partner page', () => {
    localStorage.clear();
    const { host, writes } = hostStore();
    const storage = safeStorage(() => localStorage, host);
    storage.set('jdid', 'abc');
    expect(localStorage.getItem('jdid')).toBe('abc');
    expect(writes).toEqual([]);
  });

  test('with no storage anywhere it still never throws and keeps entries for the page', () => {
    const storage = safeStorage(blocked);
    expect(() => storage.set('k', 'v')).not.toThrow();
    expect(storage.get('k')).toBe('v');
  });
});

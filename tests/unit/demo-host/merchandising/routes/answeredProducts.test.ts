import { describe, expect, test } from 'vitest';
import { AnsweredProducts } from '../../../../../demo-host/merchandising/answeredProducts';

// docs/api-merchandising.md § Cache of answered products: bounded by count (least recently used first) and by age.

describe('AnsweredProducts', () => {
  test('remembers the row and flight of each answered product, per store', () => {
    const cache = new AnsweredProducts(10, 1000, () => 0);
    cache.remember(1, 'pdp_row', ['5', '6'], new Map([[6, 40]]));
    expect(cache.lookup(1, '5')).toEqual({ placement: 'pdp_row', flightId: null });
    expect(cache.lookup(1, '6')).toEqual({ placement: 'pdp_row', flightId: 40 });
    expect(cache.lookup(2, '5')).toBeNull();
    cache.remember(1, 'best_selling', ['5'], new Map());
    expect(cache.lookup(1, '5')).toEqual({ placement: 'best_selling', flightId: null });
  });

  test('holds at most `max` products, dropping the least recently answered or asked for', () => {
    const cache = new AnsweredProducts(3, 1000, () => 0);
    cache.remember(1, 'sale', ['1', '2', '3'], new Map());
    expect(cache.lookup(1, '1')).not.toBeNull();
    cache.remember(1, 'sale', ['4'], new Map());
    expect(cache.size).toBe(3);
    expect(cache.lookup(1, '2')).toBeNull();
    expect([cache.lookup(1, '1'), cache.lookup(1, '3'), cache.lookup(1, '4')].every(Boolean)).toBe(true);
  });

  test.each([
    [999, true],
    [1000, false],
  ])('a product answered %i ms ago is kept: %s', (age, kept) => {
    const clock = { now: 0 };
    const cache = new AnsweredProducts(10, 1000, () => clock.now);
    cache.remember(1, 'sale', ['1'], new Map());
    clock.now = age;
    expect(cache.lookup(1, '1') !== null).toBe(kept);
  });
});

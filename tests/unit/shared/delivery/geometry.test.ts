import { describe, expect, test } from 'vitest';
import { haversineMiles, insidePolygon } from '../../../../shared/delivery';

describe('delivery geometry', () => {
  const square = [
    [
      [-118.33, 34.03],
      [-118.21, 34.03],
      [-118.21, 34.15],
      [-118.33, 34.15],
      [-118.33, 34.03],
    ],
  ];
  test.each([
    [{ lat: 34.09, long: -118.27 }, true],
    [{ lat: 34.2, long: -118.27 }, false],
    [{ lat: 34.09, long: -118.2 }, false],
  ])('point in polygon %o → %s', (point, inside) => expect(insidePolygon(point, square)).toBe(inside));

  test('a hole is outside', () => {
    const hole = [
      [-118.28, 34.08],
      [-118.26, 34.08],
      [-118.26, 34.1],
      [-118.28, 34.1],
      [-118.28, 34.08],
    ];
    expect(insidePolygon({ lat: 34.09, long: -118.27 }, [...square, hole])).toBe(false);
  });

  test.each([
    ['Los Angeles → San Francisco ≈ 347 mi', { lat: 34.0522, long: -118.2437 }, { lat: 37.7749, long: -122.4194 }, 347],
    ['one degree of latitude ≈ 69.1 mi', { lat: 0, long: 0 }, { lat: 1, long: 0 }, 69.1],
  ])('haversine: %s', (_name, a, b, miles) => expect(haversineMiles(a, b)).toBeCloseTo(miles, 0));

  test('the edge counts as inside; a ring of fewer than 4 positions holds nothing', () => {
    expect(insidePolygon({ lat: 34.03, long: -118.27 }, square)).toBe(true);
    expect(insidePolygon({ lat: 34.09, long: -118.27 }, [square[0].slice(0, 3)])).toBe(false);
    expect(insidePolygon({ lat: 34.09, long: -118.27 }, [])).toBe(false);
  });
});

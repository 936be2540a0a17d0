import { describe, expect, test } from 'vitest';
import { buildPath, decodeCoordinate, encodeCoordinate, mapPositionParams, matchRoute, parseMapPosition } from '../../../../shared/routes';

// 000 §2: "coordinate decimals use a comma" — /dispensaries/coordinates/{lat}/{long}/{zoom}.
describe('coordinates', () => {
  test.each([
    [37.77, '37,77'],
    [-122.41, '-122,41'],
    [12, '12'],
    [0, '0'],
    [-0, '0'],
    [0.5, '0,5'],
    [37.123456789, '37,123457'],
    [-0.0000001, '0'],
    [1e-7, '0'],
    [180, '180'],
  ])('encodeCoordinate(%d) → %s', (value, segment) => {
    expect(encodeCoordinate(value)).toBe(segment);
  });

  test.each([NaN, Infinity, -Infinity])('encodeCoordinate(%d) throws', (value) => {
    expect(() => encodeCoordinate(value)).toThrow(RangeError);
  });

  test.each([
    ['37,77', 37.77],
    ['-122,41', -122.41],
    ['12', 12],
    ['37.77', 37.77],
    ['37,', null],
    [',5', null],
    ['1,2,3', null],
    ['1e5', null],
    ['', null],
    ['north', null],
  ])('decodeCoordinate(%j) → %s', (segment, value) => {
    expect(decodeCoordinate(segment)).toBe(value);
  });

  test.each([
    [
      { lat: '37,77', long: '-122,41', zoom: '12' },
      { lat: 37.77, long: -122.41, zoom: 12 },
    ],
    [
      { lat: '-90', long: '180', zoom: '0' },
      { lat: -90, long: 180, zoom: 0 },
    ],
    [{ lat: '90,5', long: '0', zoom: '3' }, null],
    [{ lat: '0', long: '-180,1', zoom: '3' }, null],
    [{ lat: '0', long: '0', zoom: '23' }, null],
    [{ lat: '0', long: '0', zoom: '1,5' }, null],
    [{ lat: '0', long: '0' }, null],
  ])('parseMapPosition(%j) → %j', (params, position) => {
    expect(parseMapPosition(params)).toEqual(position);
  });

  test('a map position goes through the coordinates route and back', () => {
    const position = { lat: 49.2827, long: -123.1207, zoom: 11 };
    const path = buildPath('dispensariesCoordinates', mapPositionParams(position));
    expect(path).toBe('/dispensaries/coordinates/49,2827/-123,1207/11');
    expect(parseMapPosition(matchRoute(path)!.params)).toEqual(position);
  });
});

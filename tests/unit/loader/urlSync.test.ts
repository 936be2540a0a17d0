import { describe, expect, test } from 'vitest';
import { encodeSyncedPath, readSyncedPath, writeSyncedPath } from '../../../loader/urlSync';

describe('URL sync: the widget route as ?canopy=<path> (DESIGN §1.5)', () => {
  test.each([
    ['/products/12/blue-dream', '/products/12/blue-dream'],
    ['/products/12/blue-dream?fromMenu=true&x=1', '/products/12/blue-dream%3FfromMenu%3Dtrue%26x%3D1'],
    ['/brands/3/café #1', '/brands/3/caf%C3%A9%20%231'],
    ['/dispensaries/coordinates/37,77/-122,41/12', '/dispensaries/coordinates/37,77/-122,41/12'],
  ])('encodes %j readably as %j and reads it back', (path, encoded) => {
    expect(encodeSyncedPath(path)).toBe(encoded);
    expect(readSyncedPath(`?canopy=${encoded}`)).toBe(path);
  });

  test.each([
    ['', null],
    ['?utm_source=x', null],
    ['?canopy=/menu', '/menu'],
    ['?a=1&canopy=%2Fcart&b=2', '/cart'],
    ['?canopy=https://evil.example', null],
    ['?canopy=//evil.example', null],
    ['?canopy=%E0%A4%A', null],
    ['?canopy=/a&canopy=/b', '/a'],
  ])('reads %j as %j', (search, expected) => {
    expect(readSyncedPath(search)).toBe(expected);
  });

  test.each([
    ['', '/menu', '?canopy=/menu'],
    ['?utm_source=news&utm_medium=email', '/cart', '?utm_source=news&utm_medium=email&canopy=/cart'],
    ['?a=1&canopy=/menu&b=%20x', '/cart', '?a=1&canopy=/cart&b=%20x'],
    ['?canopy=/a&x=1&canopy=/b', '/c', '?canopy=/c&x=1'],
    ['?a=1&canopy=/menu', null, '?a=1'],
    ['?canopy=/menu', null, ''],
    ['?flag&a=', '/menu', '?flag&a=&canopy=/menu'],
  ])('writes into %j the path %j → %j, keeping the other parameters as written', (search, path, expected) => {
    expect(writeSyncedPath(search, path)).toBe(expected);
  });
});

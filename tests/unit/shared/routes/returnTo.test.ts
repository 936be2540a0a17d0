import { describe, expect, test } from 'vitest';
import { safeReturnPath, withReturnTo } from '../../../../shared/routes';

// 001 §4: after signing in the shopper returns to where they were, and never to another site.
describe('return_to', () => {
  test.each([
    ['/cart/checkout', '/cart/checkout'],
    ['/profile/identification?from=checkout', '/profile/identification?from=checkout'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/cart\n', null],
    ['', null],
    [null, null],
  ])('safeReturnPath(%j) is %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  test('an account page carries the path back, encoded, and drops an unsafe one', () => {
    expect(withReturnTo('/login', '/cart/checkout?x=1')).toBe('/login?return_to=%2Fcart%2Fcheckout%3Fx%3D1');
    expect(withReturnTo('/login', '//evil.example')).toBe('/login');
    expect(withReturnTo('/login', '/login')).toBe('/login');
    expect(withReturnTo('/login', '/register?return_to=%2Fcart')).toBe('/login');
  });
});

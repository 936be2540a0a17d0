import { describe, expect, test } from 'vitest';
import { parentOrigin } from '../../../../widget/platform/bridge/parentOrigin';

describe('parentOrigin', () => {
  const loc = (ancestors: string[]) => ({ ancestorOrigins: Object.assign([...ancestors], { contains: () => false, item: () => null }) }) as unknown as Location;
  test.each([
    [['http://localhost:8081'], '', 'http://localhost:8081'],
    [[], 'http://localhost:8081/embedded.html?x=1', 'http://localhost:8081'],
    [['null'], 'http://localhost:8081/a', 'http://localhost:8081'],
    [[], '', null],
    [[], 'not a url', null],
  ])('ancestorOrigins %j, referrer %j → %j', (ancestors, referrer, expected) => {
    expect(parentOrigin(loc(ancestors), referrer)).toBe(expected);
  });
});

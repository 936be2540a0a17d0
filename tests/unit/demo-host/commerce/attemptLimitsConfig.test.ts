import { describe, expect, test } from 'vitest';
import { IP_ATTEMPTS, addressAttempts } from '../../../../demo-host/commerce/auth/attemptLimits';

describe('CANOPY_ADDRESS_ATTEMPTS', () => {
  test.each([
    [undefined, IP_ATTEMPTS],
    ['1000', 1000],
    ['1', 1],
    ['0', IP_ATTEMPTS],
    ['-5', IP_ATTEMPTS],
    ['2.5', IP_ATTEMPTS],
    ['lots', IP_ATTEMPTS],
    ['', IP_ATTEMPTS],
  ])('%j gives %i attempts per client address', (raw, expected) => {
    expect(addressAttempts(raw)).toBe(expected);
  });
});

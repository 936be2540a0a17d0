import { describe, expect, test } from 'vitest';
import { shouldSendIdentity } from '../../../../shared/platform';

describe('001 §7: identity analytics once per source per 15 minutes', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const MINUTE = 60_000;
  test.each([
    ['never sent', null, true],
    ['sent 1 minute ago', now - MINUTE, false],
    ['sent 14 min 59 s ago', now - 15 * MINUTE + 1000, false],
    ['sent exactly 15 minutes ago', now - 15 * MINUTE, true],
    ['sent an hour ago', now - 60 * MINUTE, true],
    ['a send time in the future (clock moved back)', now + MINUTE, true],
  ])('%s → %s', (_case, lastSentAt, expected) => {
    expect(shouldSendIdentity(lastSentAt, now)).toBe(expected);
  });
});

import { describe, expect, test } from 'vitest';
import { promptDismissalExpiry, promptVisibility } from '../../../../shared/platform';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const t0 = Date.UTC(2026, 10, 22, 9);

describe('000 §4: once dismissed a prompt stays hidden 24 hours, stored as an expiry time', () => {
  test.each([
    [undefined, t0 + 24 * HOUR],
    [HOUR, t0 + HOUR],
  ])('hide for %s → expiry %i', (hideFor, expected) => {
    expect(promptDismissalExpiry(t0, hideFor)).toBe(expected);
  });
});

describe('000 §4: a prompt shows unless dismissed; a non-dismissible one auto-hides after 10 s', () => {
  const dismissedUntil = promptDismissalExpiry(t0);
  test.each([
    ['dismissible, never dismissed, 1 h later', { dismissible: true, shownAt: t0 }, t0 + HOUR, { visible: true, hideAt: null }],
    ['dismissible, dismissed 23 h ago', { dismissible: true, shownAt: t0, dismissedUntil }, t0 + 23 * HOUR, { visible: false, hideAt: null }],
    ['dismissible, dismissed exactly 24 h ago', { dismissible: true, shownAt: t0 + 24 * HOUR, dismissedUntil }, t0 + 24 * HOUR, { visible: true, hideAt: null }],
    ['non-dismissible, 9.999 s after showing', { dismissible: false, shownAt: t0 }, t0 + 9_999, { visible: true, hideAt: t0 + 10 * SECOND }],
    ['non-dismissible, 10 s after showing', { dismissible: false, shownAt: t0 }, t0 + 10 * SECOND, { visible: false, hideAt: null }],
    ['non-dismissible, custom 3 s, at 2 s', { dismissible: false, shownAt: t0, autoHideMs: 3 * SECOND }, t0 + 2 * SECOND, { visible: true, hideAt: t0 + 3 * SECOND }],
    ['non-dismissible, but dismissed', { dismissible: false, shownAt: t0, dismissedUntil }, t0 + SECOND, { visible: false, hideAt: null }],
  ])('%s', (_case, state, now, expected) => {
    expect(promptVisibility(state, now)).toEqual(expected);
  });
});

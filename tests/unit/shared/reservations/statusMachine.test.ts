import { describe, expect, test } from 'vitest';
import { checkStatusMove, isFinalStatus, nextStatuses, RESERVATION_STATUSES, statusLabel } from '../../../../shared/reservations';

// DESIGN §1.7: a reservation moves placed → accepted → ready → completed, or is cancelled (with a reason) before it
// is completed; completed and cancelled are final.

describe('every move of the status machine', () => {
  test.each([
    ['placed', 'accepted', true],
    ['placed', 'ready', false],
    ['placed', 'completed', false],
    ['placed', 'cancelled', true],
    ['placed', 'placed', false],
    ['accepted', 'ready', true],
    ['accepted', 'completed', false],
    ['accepted', 'cancelled', true],
    ['accepted', 'placed', false],
    ['accepted', 'accepted', false],
    ['ready', 'completed', true],
    ['ready', 'cancelled', true],
    ['ready', 'accepted', false],
    ['ready', 'placed', false],
    ['ready', 'ready', false],
    ['completed', 'cancelled', false],
    ['completed', 'ready', false],
    ['completed', 'placed', false],
    ['completed', 'completed', false],
    ['cancelled', 'placed', false],
    ['cancelled', 'accepted', false],
    ['cancelled', 'completed', false],
    ['cancelled', 'cancelled', false],
  ] as const)('%s → %s is allowed: %s', (from, to, allowed) => {
    const reason = to === 'cancelled' ? 'Out of stock' : null;
    const move = checkStatusMove(from, to, reason);
    expect(move.ok).toBe(allowed);
    if (!move.ok) {
      expect(move.problem).toBe('illegal_move');
      expect(move.message).toContain(from);
      expect(move.message).toContain(to);
    }
  });

  test('every status is covered above: the next moves of each', () => {
    expect(RESERVATION_STATUSES).toEqual(['placed', 'accepted', 'ready', 'completed', 'cancelled']);
    expect(Object.fromEntries(RESERVATION_STATUSES.map((status) => [status, nextStatuses(status)]))).toEqual({
      placed: ['accepted', 'cancelled'],
      accepted: ['ready', 'cancelled'],
      ready: ['completed', 'cancelled'],
      completed: [],
      cancelled: [],
    });
    expect(RESERVATION_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
  });

  test.each([
    ['no reason', null],
    ['an empty reason', ''],
    ['a blank reason', '   '],
  ])('cancelling with %s is refused, naming the reason', (_name, reason) => {
    const move = checkStatusMove('accepted', 'cancelled', reason);
    expect(move).toEqual({ ok: false, problem: 'reason_required', message: expect.stringMatching(/reason/) });
  });

  test('a reason on another move is not needed and is dropped', () => {
    expect(checkStatusMove('placed', 'accepted', 'because')).toEqual({ ok: true, reason: null });
    expect(checkStatusMove('placed', 'cancelled', '  Out of stock ')).toEqual({ ok: true, reason: 'Out of stock' });
  });

  test('an unknown status (a row written by something else) moves nowhere', () => {
    expect(nextStatuses('pending')).toEqual([]);
    expect(checkStatusMove('pending', 'accepted', null).ok).toBe(false);
  });
});

describe('the words for each status', () => {
  test.each([
    ['placed', 'pickup', 'Placed'],
    ['accepted', 'pickup', 'Accepted'],
    ['ready', 'pickup', 'Ready for pickup'],
    ['ready', 'curbside', 'Ready for pickup'],
    ['ready', 'delivery', 'Ready for delivery'],
    ['completed', 'delivery', 'Completed'],
    ['cancelled', 'pickup', 'Cancelled'],
    ['on_hold', 'pickup', 'On hold'],
  ])('%s (%s) reads "%s"', (status, mode, label) => {
    expect(statusLabel(status, mode)).toBe(label);
  });
});

import { describe, expect, test } from 'vitest';
import {
  INITIAL_ERROR_REPORT_GATE,
  appendLogEntry,
  gateErrorReport,
  isConsecutiveDuplicate,
  isOwnCodeStack,
  isWithinReportRate,
  redactDigitRuns,
  redactErrorReport,
  redactEveryText,
  truncateConsoleLog,
  truncateVisitorText,
} from '../../../../shared/platform';

describe('001 §7: any 16-digit run in a message or stack trace is redacted', () => {
  test.each([
    ['card 4111111111111111 declined', 'card [REDACTED] declined'],
    ['4111111111111111', '[REDACTED]'],
    ['two 4111111111111111 and 5500000000000004', 'two [REDACTED] and [REDACTED]'],
    ['a 20-digit run 12345678901234567890 is redacted whole', 'a 20-digit run [REDACTED] is redacted whole'],
    ['order4111111111111111x', 'order[REDACTED]x'],
    ['15 digits 411111111111111 stay', '15 digits 411111111111111 stay'],
    ['spaced 4111 1111 1111 1111 is not a run', 'spaced 4111 1111 1111 1111 is not a run'],
    ['timestamp 1763776000000 stays', 'timestamp 1763776000000 stays'],
  ])('%j → %j', (input, expected) => {
    expect(redactDigitRuns(input)).toBe(expected);
  });

  test('both the message and the stack are redacted; other fields are kept', () => {
    const report = {
      message: 'Bad card 4111111111111111',
      stack: 'Error: Bad card 4111111111111111\n    at pay (https://canopy.example/widget/checkout.js:1:2)',
      userId: 7,
    };
    expect(redactErrorReport(report)).toEqual({
      message: 'Bad card [REDACTED]',
      stack: 'Error: Bad card [REDACTED]\n    at pay (https://canopy.example/widget/checkout.js:1:2)',
      userId: 7,
    });
  });

  test('a report without a stack keeps its empty stack', () => {
    expect(redactErrorReport({ message: 'x', stack: null })).toEqual({ message: 'x', stack: null });
  });
});

const OWN = ['https://canopy.example/widget/', 'https://canopy.example/loader.js'];
const ownStack = 'TypeError: x is undefined\n    at render (https://canopy.example/widget/menu-3f2a.js:10:5)';
const partnerStack = 'TypeError: x\n    at slider (https://partner.example/js/slider.js:1:1)';

describe('001 §7: reports only for stack traces from our own code', () => {
  test.each([
    ['a Chrome frame of the widget', ownStack, true],
    ['a Firefox frame of the widget', 'render@https://canopy.example/widget/menu-3f2a.js:10:5', true],
    ['the loader', 'at mount (https://canopy.example/loader.js:1:900)', true],
    ['a partner script only', partnerStack, false],
    ['a partner frame calling into ours', `${partnerStack}\n    at cb (https://canopy.example/widget/app.js:2:2)`, true],
    ['a browser extension', 'at x (chrome-extension://abcdef/content.js:1:1)', false],
    ['a look-alike host', 'at x (https://canopy.example.evil.test/widget/a.js:1:1)', false],
    ['no stack', undefined, false],
    ['an empty stack', '', false],
  ])('%s → %s', (_case, stack, expected) => {
    expect(isOwnCodeStack(stack, OWN)).toBe(expected);
  });

  test.each([
    ['https://canopy.example/widget/a.js:1:1', true],
    ['https://canopy.example.evil.test/widget/a.js:1:1', false],
    ['https://canopy.examples/a.js:1:1', false],
  ])('an origin prefix claims %s: %s', (url, expected) => {
    expect(isOwnCodeStack(`at x (${url})`, ['https://canopy.example'])).toBe(expected);
  });
});

describe('001 §7: consecutive duplicates dropped; 10 reports per second', () => {
  test.each([
    ['no previous report', null, { message: 'a', stack: 's' }, false],
    ['same message and stack', { message: 'a', stack: 's' }, { message: 'a', stack: 's' }, true],
    ['same message, other stack', { message: 'a', stack: 's' }, { message: 'a', stack: 't' }, false],
    ['other message', { message: 'a', stack: 's' }, { message: 'b', stack: 's' }, false],
  ])('%s → duplicate %s', (_case, previous, next, expected) => {
    expect(isConsecutiveDuplicate(previous, next)).toBe(expected);
  });

  test.each([
    ['none sent', [], 1000, true],
    ['9 in the last second', Array.from({ length: 9 }, (_, i) => 500 + i), 1000, true],
    ['10 in the last second', Array.from({ length: 10 }, (_, i) => 500 + i), 1000, false],
    ['10 sent, the oldest exactly 1 s ago', Array.from({ length: 10 }, (_, i) => i * 10), 1000, true],
  ])('%s → may send %s', (_case, sentAt, now, expected) => {
    expect(isWithinReportRate(sentAt, now)).toBe(expected);
  });

  test('the gate applies own code, duplicates and the rate in one state machine', () => {
    let state = INITIAL_ERROR_REPORT_GATE;
    const verdicts: string[] = [];
    const send = (message: string, now: number, stack = ownStack) => {
      const result = gateErrorReport(state, { message, stack }, now, OWN);
      state = result.state;
      verdicts.push(result.verdict);
    };
    send('partner', 0, partnerStack);
    send('a', 0);
    send('a', 1);
    for (let i = 0; i < 10; i++) send(`burst ${i}`, 10 + i);
    send('after a second', 1001);
    expect(verdicts).toEqual(['not-own-code', 'send', 'duplicate', ...Array(9).fill('send'), 'rate-limited', 'send']);
  });
});

describe('001 §7 telemetry limits', () => {
  test.each([
    [499, 499],
    [500, 500],
    [501, 500],
    [10_000, 500],
  ])('visitor element text of %i characters → %i', (length, expected) => {
    expect(truncateVisitorText('x'.repeat(length))).toHaveLength(expected);
  });

  test('30 log entries kept, the newest', () => {
    let log: number[] = [];
    for (let i = 1; i <= 31; i++) log = appendLogEntry(log, i);
    expect(log).toHaveLength(30);
    expect(log[0]).toBe(2);
    expect(log[29]).toBe(31);
  });

  test('console text under 80,000 characters in total is untouched', () => {
    const entries = [{ message: 'a'.repeat(40_000) }, { message: 'b'.repeat(40_000) }];
    expect(truncateConsoleLog(entries)).toEqual(entries);
  });

  test('console text is truncated at 80,000 characters in total, newest kept whole', () => {
    const entries = [
      { level: 'log', message: 'a'.repeat(30_000) },
      { level: 'warn', message: 'b'.repeat(30_000) },
      { level: 'error', message: 'c'.repeat(60_000) },
    ];
    const kept = truncateConsoleLog(entries);
    expect(kept.map((entry) => entry.level)).toEqual(['warn', 'error']);
    expect(kept[0].message).toBe('b'.repeat(20_000));
    expect(kept[1].message).toBe('c'.repeat(60_000));
    expect(kept.reduce((sum, entry) => sum + entry.message.length, 0)).toBe(80_000);
  });
});

describe('redactEveryText (001 §7: message, stack, breadcrumbs and metadata alike)', () => {
  test.each([
    ['a string', 'pay 4111111111111111', 'pay [REDACTED]'],
    ['a list of breadcrumbs', [{ type: 'visitor', at: 1, message: '4111111111111111' }], [{ type: 'visitor', at: 1, message: '[REDACTED]' }]],
    ['nested metadata', { metadata: { route: '/r/4111111111111111', store_id: 1 } }, { metadata: { route: '/r/[REDACTED]', store_id: 1 } }],
    ['null and numbers, untouched (the report schema bounds them below 16 digits)', { stack: null, at: 5 }, { stack: null, at: 5 }],
  ])('%s', (_what, value, expected) => {
    expect(redactEveryText(value)).toEqual(expected);
  });
});

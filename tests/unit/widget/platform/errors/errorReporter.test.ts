import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ErrorReportBody } from '../../../../../shared/schemas/errorReport';
import { createErrorReporter } from '../../../../../widget/platform/errors/createErrorReporter';

// 001 §7, error reporting rules: any 16-digit run redacted (message, stack, breadcrumbs, metadata); only stack traces
// from the product's own code; consecutive duplicates dropped; 10 reports per second; console text cut at 80,000
// characters in total and a visitor element's text at 500; 30 log entries kept; console when there is no sink.

const OWN = 'https://canopy.example/widget/';
const ownStack = (name = 'f') => `Error: x\n    at ${name} (${OWN}chunks/boot-abc.js:1:2)`;

function reporterWith(options: { context?: Parameters<typeof createErrorReporter>[0]['context'] } = {}) {
  const sent: ErrorReportBody[] = [];
  const reporter = createErrorReporter({ ownPrefixes: [OWN], sink: (report) => sent.push(report), now: () => Date.now(), ...options });
  return { reporter, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('redaction', () => {
  test.each([
    ['a card number', 'card 4111111111111111 refused', 'card [REDACTED] refused'],
    ['a longer run, whole', 'id 41111111111111112222', 'id [REDACTED]'],
    ['two runs', '4111111111111111/5500000000000004', '[REDACTED]/[REDACTED]'],
    ['15 digits, kept', 'order 411111111111111', 'order 411111111111111'],
    ['groups with spaces, kept (not a run: 001 §7 says a 16-digit run)', '4111 1111 1111 1111', '4111 1111 1111 1111'],
  ])('%s', (_what, text, expected) => {
    const { reporter, sent } = reporterWith({ context: () => ({ userId: '7', metadata: { store_id: 1, mode: 'iframe', route: `/r/${text}`, widget_version: '1' } }) });
    reporter.breadcrumb('visitor', `click "${text}"`);
    reporter.breadcrumb('console', text);
    reporter.capture('window_error', { message: text, stack: `Error: ${text}\n    at f (${OWN}main.js:1:2)` });
    expect(sent).toHaveLength(1);
    const [report] = sent;
    expect(report.message).toBe(expected);
    expect(report.stack).toBe(`Error: ${expected}\n    at f (${OWN}main.js:1:2)`);
    expect(report.breadcrumbs).toEqual([
      { type: 'visitor', at: Date.now(), message: `click "${expected}"` },
      { type: 'console', at: Date.now(), message: expected },
    ]);
    expect(report.metadata?.route).toBe(`/r/${expected}`);
  });
});

describe('own code only', () => {
  test.each([
    ['a frame of a widget asset', ownStack(), 'send'],
    ['only the partner page', 'Error: x\n    at f (https://partner.example/app.js:1:2)', 'not-own-code'],
    ['a look-alike origin', 'Error: x\n    at f (https://canopy.example.evil.test/widget/a.js:1:2)', 'not-own-code'],
    ['no stack', null, 'not-own-code'],
  ])('%s: %s', (_what, stack, verdict) => {
    const { reporter, sent } = reporterWith();
    expect(reporter.capture('window_error', { message: 'x', stack })).toBe(verdict);
    expect(sent).toHaveLength(verdict === 'send' ? 1 : 0);
  });
});

describe('duplicates and rate', () => {
  test('a report identical to the one before it is dropped; the same one after another is sent again', () => {
    const { reporter, sent } = reporterWith();
    expect(reporter.capture('console', { message: 'a', stack: ownStack() })).toBe('send');
    expect(reporter.capture('console', { message: 'a', stack: ownStack() })).toBe('duplicate');
    expect(reporter.capture('console', { message: 'b', stack: ownStack() })).toBe('send');
    expect(reporter.capture('console', { message: 'a', stack: ownStack() })).toBe('send');
    expect(sent.map((r) => r.message)).toEqual(['a', 'b', 'a']);
  });

  test('10 reports a second: the 11th within the second is dropped, one a second later is sent', () => {
    const { reporter, sent } = reporterWith();
    const verdicts = Array.from({ length: 11 }, (_, i) => reporter.capture('console', { message: `m${i}`, stack: ownStack() }));
    expect(verdicts.slice(0, 10).every((v) => v === 'send')).toBe(true);
    expect(verdicts[10]).toBe('rate-limited');
    vi.advanceTimersByTime(999);
    expect(reporter.capture('console', { message: 'still within', stack: ownStack() })).toBe('rate-limited');
    vi.advanceTimersByTime(2);
    expect(reporter.capture('console', { message: 'next second', stack: ownStack() })).toBe('send');
    expect(sent).toHaveLength(11);
  });
});

describe('truncation and the log', () => {
  test.each([
    ['a visitor element text', 'visitor', 501, 500],
    ['a visitor element text at the limit', 'visitor', 500, 500],
    ['one console entry', 'console', 80_001, 80_000],
  ] as const)('%s of %i characters keeps %i', (_what, type, length, kept) => {
    const { reporter, sent } = reporterWith();
    reporter.breadcrumb(type, 'x'.repeat(length));
    reporter.capture('console', { message: 'boom', stack: ownStack() });
    expect(sent[0].breadcrumbs?.[0].message).toHaveLength(kept);
  });

  test('console entries hold 80,000 characters in total: the newest whole, the one crossing the limit cut, older ones dropped', () => {
    const { reporter, sent } = reporterWith();
    reporter.breadcrumb('console', 'a'.repeat(30_000));
    reporter.breadcrumb('navigation', '/menu');
    reporter.breadcrumb('console', 'b'.repeat(50_000));
    reporter.breadcrumb('console', 'c'.repeat(40_000));
    reporter.capture('console', { message: 'boom', stack: ownStack() });
    expect(sent[0].breadcrumbs?.map((b) => [b.type, b.message[0], b.message.length])).toEqual([
      ['navigation', '/', 5],
      ['console', 'b', 40_000],
      ['console', 'c', 40_000],
    ]);
  });

  test('a console message over 80,000 characters is cut', () => {
    const { reporter, sent } = reporterWith();
    reporter.capture('console', { message: 'y'.repeat(90_000), stack: ownStack() });
    expect(sent[0].message).toHaveLength(80_000);
  });

  test('30 log entries are kept, the newest', () => {
    const { reporter, sent } = reporterWith();
    for (let i = 0; i < 35; i++) reporter.breadcrumb('network', `GET /menu ${i}`);
    reporter.capture('console', { message: 'boom', stack: ownStack() });
    expect(sent[0].breadcrumbs).toHaveLength(30);
    expect(sent[0].breadcrumbs?.[0].message).toBe('GET /menu 5');
  });
});

describe('without a sink', () => {
  test('the report goes to the console (001 §7: if no agent, errors go to console), redacted', () => {
    const fallback = vi.fn();
    const reporter = createErrorReporter({ ownPrefixes: [OWN], sink: null, fallback });
    reporter.capture('window_error', { message: 'card 4111111111111111', stack: ownStack() });
    expect(fallback).toHaveBeenCalledWith('[canopy] error report', expect.objectContaining({ message: 'card [REDACTED]' }));
  });
});

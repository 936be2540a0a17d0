import { describe, expect, test } from 'vitest';
import { msSpread, pairedRatios, ratioSpread, spreadOf } from '../../../bench/row';

// The bench prints a row's spread rather than one figure: a single median read 3.6× under load against 1.2× on a
// quiet machine. Nearest-rank percentiles, as the rest of the bench.
describe('spreadOf', () => {
  test.each([
    { values: [5], spread: { median: 5, p25: 5, p75: 5, runs: 1 } },
    { values: [3, 1, 2], spread: { median: 2, p25: 1, p75: 3, runs: 3 } },
    { values: [80, 58, 65, 70, 60, 90, 55, 62, 75], spread: { median: 65, p25: 60, p75: 75, runs: 9 } },
    { values: [1, 2, 3, 4], spread: { median: 2, p25: 1, p75: 3, runs: 4 } },
  ])('$values', ({ values, spread }) => {
    expect(spreadOf(values)).toEqual(spread);
  });

  test('refuses no values (a row that measured nothing must say so, not print NaN)', () => {
    expect(() => spreadOf([])).toThrow(/no runs/);
  });
});

describe('the printed spread', () => {
  test.each([
    { values: [80, 58, 65, 70, 60, 90, 55, 62, 75], text: 'median 65.0 ms (p25–p75 60.0–75.0, 9 runs)' },
    // A figure over a budget of 20 ms never prints as 20 ms (the marketplace row read "p95 20 ms" and "over").
    { values: [20.4, 19.6, 120], text: 'median 20.4 ms (p25–p75 19.6–120, 3 runs)' },
    { values: [4.5], text: 'median 4.50 ms (p25–p75 4.50–4.50, 1 run)' },
  ])('milliseconds: $text', ({ values, text }) => {
    expect(msSpread(values)).toBe(text);
  });

  test.each([
    { ratios: [1.3, 1.1, 1.6, 1.25, 1.4, 1.05, 1.7], text: '1.3× (p25–p75 1.1–1.6, 7 runs)' },
    { ratios: [2], text: '2.0× (p25–p75 2.0–2.0, 1 run)' },
  ])('ratios: $text', ({ ratios, text }) => {
    expect(ratioSpread(ratios)).toBe(text);
  });
});

describe('pairedRatios', () => {
  test('divides each run by the run it was paired with, not median by median', () => {
    expect(pairedRatios([200, 900, 300], [100, 600, 100])).toEqual([2, 1.5, 3]);
  });

  test('a run under 1 ms on the baseline side is read as 1 ms (no division by zero)', () => {
    expect(pairedRatios([5], [0])).toEqual([5]);
  });

  test('refuses runs of different counts', () => {
    expect(() => pairedRatios([1, 2], [1])).toThrow(/2 runs against 1/);
  });
});

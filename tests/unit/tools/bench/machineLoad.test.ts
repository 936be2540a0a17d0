import { afterEach, expect, test, vi } from 'vitest';
import { machineLoad } from '../../../bench/machineLoad';

afterEach(() => void vi.useRealTimers());

// The bench's load row: the highest 1-minute load average of each part, sampled every few seconds and at its end.
test('each part reads the highest load sampled while it ran, at its start, its samples and its end', () => {
  vi.useFakeTimers();
  const readings = [0.5, 3.25, 1, 0.75, 2, 0.5];
  const load = machineLoad(() => readings.shift() ?? 0, 5000);
  load.start('browser');
  vi.advanceTimersByTime(10_000);
  expect(load.end()).toBe(3.25);
  load.start('cart');
  vi.advanceTimersByTime(4_999);
  expect(load.end()).toBe(2);
  const row = load.row();
  expect(row.measured).toBe('browser 3.3, cart 2.0');
  expect(row.verdict).toBe('n/a');
  expect(row.what).toMatch(/\d+ cores\)$/);
});

test('between parts nothing is sampled: the load of the bench’s own set-up counts for no part', () => {
  vi.useFakeTimers();
  const read = vi.fn(() => 1);
  const load = machineLoad(read, 5000);
  load.start('loader');
  load.end();
  const calls = read.mock.calls.length;
  vi.advanceTimersByTime(20_000);
  expect(read.mock.calls.length).toBe(calls);
  expect(load.row().measured).toBe('loader 1.0');
});

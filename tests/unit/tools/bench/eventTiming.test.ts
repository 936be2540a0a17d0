import { describe, expect, test } from 'vitest';
import { EVENT_TIMING_THRESHOLD_MS, interactionLatency, type EventEntry } from '../../../bench/eventTiming';

const entry = (interactionId: number, name: string, duration: number): EventEntry => ({ interactionId, name, startTime: 0, duration });

// An interaction's latency is the longest duration of the events that make it up (a tap's pointerdown, pointerup and
// click; a key's keydown and keyup); for several interactions (typing a word) the slowest one counts, as INP does
// on a page of fewer than 50 interactions.
describe('interactionLatency', () => {
  test.each([
    { what: 'a tap: its slowest event', entries: [entry(7, 'pointerdown', 24), entry(7, 'pointerup', 40), entry(7, 'click', 40)], latency: 40 },
    { what: 'typing: the slowest keystroke', entries: [entry(1, 'keydown', 56), entry(1, 'keyup', 24), entry(2, 'keydown', 104), entry(3, 'keydown', 32)], latency: 104 },
    { what: 'events of no interaction (hover, scroll) are left out', entries: [entry(0, 'pointerover', 300), entry(4, 'click', 48)], latency: 48 },
  ])('$what', ({ entries, latency }) => {
    expect(interactionLatency(entries)).toBe(latency);
  });

  test('no entry means every event took less than the observer’s threshold: the threshold is an upper bound', () => {
    expect(interactionLatency([])).toBe(EVENT_TIMING_THRESHOLD_MS);
    expect(interactionLatency([entry(0, 'mousemove', 90)])).toBe(EVENT_TIMING_THRESHOLD_MS);
  });
});

// Interaction to next paint with the Event Timing API: a PerformanceObserver of 'event' entries, installed in every
// page before its first script, keeps the entries that belong to an interaction (interactionId > 0).

/** The lowest durationThreshold the API accepts; shorter events are not reported at all. */
export const EVENT_TIMING_THRESHOLD_MS = 16;

export interface EventEntry {
  interactionId: number;
  name: string;
  /** When the input happened, on the page's performance.now() clock. */
  startTime: number;
  duration: number;
}

/** A string, not a function: tsx's name-keeping helper (__name) does not exist inside the page. */
export const EVENT_TIMING_SCRIPT = `(() => {
  window.__eventEntries = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__eventEntries.push({ interactionId: e.interactionId, name: e.name, startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true });
})()`;

/** The page's window, as EVENT_TIMING_SCRIPT leaves it. */
export interface EventTimingWindow {
  __eventEntries: EventEntry[];
}

/**
 * The latency of what the shopper did: the longest event of its interactions (a tap's pointerdown, pointerup and
 * click; each keystroke's keydown and keyup), the slowest interaction when there are several (typing a word), as
 * INP counts a page of fewer than 50 interactions. With no entry every event took under the threshold, which is then
 * an upper bound: medians of upper bounds stay upper bounds.
 */
export function interactionLatency(entries: EventEntry[]): number {
  const durations = entries.filter((e) => e.interactionId > 0).map((e) => e.duration);
  return Math.max(EVENT_TIMING_THRESHOLD_MS, ...durations);
}

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PARENT_MESSAGE_DEBOUNCE_MS, PARENT_MESSAGE_MAX_WAIT_MS } from '../../../../shared/constants';
import { hostMessage, type HostMessage } from '../../../../shared/protocol';
import { createOutbox } from '../../../../widget/platform/bridge/outbox';

const route = (path: string) => hostMessage('route', { path, title: path });
const analytics = (event: string) => hostMessage('analytics', { event, properties: {} });

describe('the outbox (000 §1: parent messages debounced at 275 ms; DESIGN §1.3: 1 s max wait)', () => {
  let flushes: Array<{ at: number; messages: HostMessage[] }>;
  let start: number;
  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
    flushes = [];
  });
  afterEach(() => vi.useRealTimers());
  const outbox = () => createOutbox((messages) => flushes.push({ at: Date.now() - start, messages }));

  test('uses the spec numbers', () => {
    expect(PARENT_MESSAGE_DEBOUNCE_MS).toBe(275);
    expect(PARENT_MESSAGE_MAX_WAIT_MS).toBe(1000);
  });

  test('10 route messages in 100 ms → one message, 275 ms after the last', () => {
    const box = outbox();
    for (let i = 0; i < 10; i += 1) {
      box.push(route(`/page/${i}`));
      if (i < 9) vi.advanceTimersByTime(11); // the 10th at 99 ms
    }
    vi.advanceTimersByTime(274);
    expect(flushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushes).toEqual([{ at: 99 + 275, messages: [route('/page/9')] }]);
  });

  test('a message every 200 ms → a flush at least every second, nothing lost', () => {
    const box = outbox();
    for (let i = 0; i < 25; i += 1) {
      box.push(analytics(`e${i}`));
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(PARENT_MESSAGE_MAX_WAIT_MS);
    expect(flushes.length).toBeGreaterThanOrEqual(5);
    let previous = 0;
    for (const flush of flushes.slice(0, -1)) {
      expect(flush.at - previous).toBeLessThanOrEqual(PARENT_MESSAGE_MAX_WAIT_MS);
      previous = flush.at;
    }
    expect(flushes.flatMap((f) => f.messages)).toEqual(Array.from({ length: 25 }, (_, i) => analytics(`e${i}`)));
  });

  test('analytics events are all delivered, in order, while state types keep only their newest', () => {
    const box = outbox();
    box.push(route('/a'));
    box.push(analytics('one'));
    box.push(hostMessage('resize', { height: 100 }));
    box.push(analytics('two'));
    box.push(route('/b'));
    box.push(hostMessage('cart', { uuid: 'u', count: 1, total: 100 }));
    box.push(hostMessage('resize', { height: 300 }));
    box.push(hostMessage('cart', { uuid: 'u', count: 2, total: 200 }));
    box.push(analytics('three'));
    vi.advanceTimersByTime(PARENT_MESSAGE_DEBOUNCE_MS);
    expect(flushes).toHaveLength(1);
    expect(flushes[0].messages).toEqual([
      analytics('one'),
      analytics('two'),
      route('/b'),
      hostMessage('resize', { height: 300 }),
      hostMessage('cart', { uuid: 'u', count: 2, total: 200 }),
      analytics('three'),
    ]);
  });

  test('flush() delivers at once and stops the timers; an empty outbox delivers nothing', () => {
    const box = outbox();
    box.flush();
    expect(flushes).toEqual([]);
    box.push(hostMessage('login', {}));
    box.flush();
    expect(flushes).toEqual([{ at: 0, messages: [hostMessage('login', {})] }]);
    vi.advanceTimersByTime(5000);
    expect(flushes).toHaveLength(1);
  });

  test('the max wait counts from the first message of each batch', () => {
    const box = outbox();
    box.push(analytics('a'));
    vi.advanceTimersByTime(1000);
    for (const event of ['b', 'c', 'd', 'e', 'f']) {
      box.push(analytics(event));
      vi.advanceTimersByTime(200);
    }
    expect(flushes.map((f) => [f.at, f.messages.length])).toEqual([
      [275, 1],
      [2000, 5],
    ]);
  });
});

import { PARENT_MESSAGE_DEBOUNCE_MS, PARENT_MESSAGE_MAX_WAIT_MS } from '../../../shared/constants';
import { COALESCED_TYPES, type HostMessage } from '../../../shared/protocol';

export interface OutboxOptions {
  debounceMs?: number;
  maxWaitMs?: number;
}

export interface Outbox {
  push(message: HostMessage): void;
  /** Delivers everything waiting now (page hide, destroy). */
  flush(): void;
  /** Flushes and stops the timers. */
  destroy(): void;
}

const coalesced = new Set<string>(COALESCED_TYPES);

/**
 * The one outbox of DESIGN §1.3 (000 §1: "debounced at 275 ms"): a flush 275 ms after the last message
 * entered, and at the latest 1 s after the first; route, resize and cart keep only their newest value (at
 * the newest one's place in the order); every other message is delivered, in order. Nothing is dropped.
 */
export function createOutbox(deliver: (messages: HostMessage[]) => void, options: OutboxOptions = {}): Outbox {
  const debounceMs = options.debounceMs ?? PARENT_MESSAGE_DEBOUNCE_MS;
  const maxWaitMs = options.maxWaitMs ?? PARENT_MESSAGE_MAX_WAIT_MS;
  let queue: HostMessage[] = [];
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(debounceTimer);
    clearTimeout(maxTimer);
    debounceTimer = maxTimer = undefined;
  };

  const flush = () => {
    clearTimers();
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    deliver(batch);
  };

  return {
    push(message) {
      if (coalesced.has(message.type)) queue = queue.filter((queued) => queued.type !== message.type);
      queue.push(message);
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(flush, debounceMs);
      maxTimer ??= setTimeout(flush, maxWaitMs);
    },
    flush,
    destroy: flush,
  };
}

import type { HostCommand, HostMessage } from '../../../shared/protocol';

/**
 * How a bridge reaches its host page (STYLE 3): the iframe transport (postMessage + penpal), the frameless
 * transport the loader hands to the widget, and test doubles are interchangeable.
 */
export interface Transport {
  /** Delivers one host-bound message (already through the outbox). */
  send(message: HostMessage): void;
  /** Host-to-widget commands; a handler's return value answers `getState`. Returns an unsubscribe. */
  onMessage(handler: (command: HostCommand) => unknown): () => void;
  /** Scrolls the host page so the widget's top edge is visible, when it is above the viewport. */
  scrollToTop?(): void;
  destroy(): void;
}

/** A transport that records what the widget sends and lets a test issue host commands. */
export interface MemoryTransport extends Transport {
  readonly sent: HostMessage[];
  /** Issues a command as the host would; returns the first handler's answer. */
  command(command: HostCommand): unknown;
  readonly scrolls: number;
  readonly destroyed: boolean;
}

export function createMemoryTransport(): MemoryTransport {
  const handlers = new Set<(command: HostCommand) => unknown>();
  const transport = {
    sent: [] as HostMessage[],
    scrolls: 0,
    destroyed: false,
    send(message: HostMessage) {
      transport.sent.push(message);
    },
    onMessage(handler: (command: HostCommand) => unknown) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    command(command: HostCommand) {
      let answer: unknown;
      for (const handler of [...handlers]) {
        const value = handler(command);
        if (answer === undefined) answer = value;
      }
      return answer;
    },
    scrollToTop() {
      transport.scrolls += 1;
    },
    destroy() {
      transport.destroyed = true;
      handlers.clear();
    },
  };
  return transport;
}

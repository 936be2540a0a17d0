import type { HostCommand, HostMessage, Transport } from '../../../shared/protocol';

export type { Transport };

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

export { connectToHost } from './connectToHost';
export { createFramelessBridge } from './createFramelessBridge';
export { createBridge } from './createBridge';
export { createOutbox } from './outbox';
export type { Outbox, OutboxOptions } from './outbox';
export { createMemoryTransport } from './transport';
export type { MemoryTransport, Transport } from './transport';
export type { HostBridge } from './HostBridge';
export { parentOrigin } from './parentOrigin';

export { connectToHost } from './connectToHost';
export { createFramelessBridge } from './createFramelessBridge';
export { createBridge } from './createBridge';
export { createMemoryTransport } from './transport';
export type { MemoryTransport } from './transport';
export type { HostBridge } from './HostBridge';

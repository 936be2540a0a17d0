import type { HostMessage } from '../shared/protocol';

export type Listener = (payload: never, message: never) => void;

/** The on/off listeners of one embed; a throwing partner listener is logged and never stops the others. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(type: string, fn: Listener) {
      if (typeof fn !== 'function') return;
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(fn);
    },
    off(type: string, fn: Listener) {
      listeners.get(type)?.delete(fn);
    },
    emit(message: HostMessage) {
      for (const fn of [...(listeners.get(message.type) ?? [])]) {
        try {
          (fn as (payload: unknown, message: unknown) => void)(message.payload, message);
        } catch (error) {
          console.error(`[Canopy] a "${message.type}" listener threw`, error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

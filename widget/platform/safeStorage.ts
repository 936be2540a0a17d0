import type { HostStorage } from './bridge/HostBridge';

/**
 * localStorage that never throws: sandboxed iframes, third-party-storage blocking and private modes make it
 * unavailable or throw on access, and the widget must keep working (in memory) when they do.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * With `host` (the loader's store on the partner page, HostBridge.hostStorage), entries the frame could not keep
 * in its own localStorage are read from the handshake's snapshot and written through to the partner page.
 */
export function safeStorage(getStorage: () => Storage | null | undefined = () => globalThis.localStorage, host?: HostStorage): SafeStorage {
  const memory = new Map<string, string>(Object.entries(host?.snapshot ?? {}));
  const storage = (): Storage | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        const value = storage()?.getItem(key);
        if (value != null) return value;
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        const own = storage();
        if (!own) throw new Error('no storage');
        own.setItem(key, value);
      } catch {
        // memory keeps it for this page; the partner page keeps it across reloads
        host?.write(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored here
      }
      host?.write(key, null);
    },
  };
}

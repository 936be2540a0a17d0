/**
 * localStorage that never throws: sandboxed iframes, third-party-storage blocking and private modes make it
 * unavailable or throw on access, and the widget must keep working (in memory) when they do.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(getStorage: () => Storage | null | undefined = () => globalThis.localStorage): SafeStorage {
  const memory = new Map<string, string>();
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
        storage()?.setItem(key, value);
      } catch {
        // memory keeps it for this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored
      }
    },
  };
}

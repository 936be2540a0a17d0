import { HOST_STORAGE_MAX_KEYS, isHostStorageEntry } from '../shared/protocol';

// The widget's storage kept on the partner page's origin (shared/protocol: third-party frames are often denied
// their own). Keys are namespaced by widget origin, so two Canopy hosts on one page never share entries.
const prefix = (widgetOrigin: string) => `canopy|${widgetOrigin}|`;

function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Every entry this widget origin kept, or undefined when there are none or the page has no storage. */
export function readHostStorage(widgetOrigin: string): Record<string, string> | undefined {
  const storage = pageStorage();
  if (!storage) return undefined;
  const entries: Record<string, string> = {};
  let count = 0;
  try {
    for (let i = 0; i < storage.length && count < HOST_STORAGE_MAX_KEYS; i += 1) {
      const name = storage.key(i);
      if (!name || !name.startsWith(prefix(widgetOrigin))) continue;
      const key = name.slice(prefix(widgetOrigin).length);
      const value = storage.getItem(name);
      if (value !== null && isHostStorageEntry(key, value)) {
        entries[key] = value;
        count += 1;
      }
    }
  } catch {
    return undefined;
  }
  return count > 0 ? entries : undefined;
}

/** Keeps or forgets one entry; bad keys, oversized values and a full store are ignored, never thrown. */
export function writeHostStorage(widgetOrigin: string, key: unknown, value: unknown): void {
  if (!isHostStorageEntry(key, value)) return;
  const storage = pageStorage();
  if (!storage) return;
  try {
    if (value === null) {
      storage.removeItem(prefix(widgetOrigin) + key);
      return;
    }
    const existing = readHostStorage(widgetOrigin) ?? {};
    if (!(key in existing) && Object.keys(existing).length >= HOST_STORAGE_MAX_KEYS) return;
    storage.setItem(prefix(widgetOrigin) + key, value as string);
  } catch {
    // quota or privacy mode: the widget keeps the entry in memory for this page
  }
}

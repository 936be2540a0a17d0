import { resolveDeviceId } from '../../shared/platform';
import type { SafeStorage } from './safeStorage';

// 001 §9: the device id is stored under jdid.
export const DEVICE_ID_KEY = 'jdid';

/** The stored device id, or a new random one written back (001 §4; the fingerprint service is not used). */
export function loadDeviceId(storage: SafeStorage): string {
  const resolved = resolveDeviceId(storage.get(DEVICE_ID_KEY), (size) => crypto.getRandomValues(new Uint8Array(size)));
  if (resolved.isNew) storage.set(DEVICE_ID_KEY, resolved.id);
  return resolved.id;
}

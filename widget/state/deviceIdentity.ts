import { isDeviceId } from '../../shared/platform';
import { fetchBootstrap } from '../api/bootstrap';
import type { Http } from '../api/createHttp';
import { DEVICE_ID_KEY, loadDeviceId } from '../platform/deviceId';
import type { SafeStorage } from '../platform/safeStorage';

export interface DeviceIdentity {
  /** 001 §4: the device id (j_device_id): the stored one, else a new random one written back. */
  read(): string;
  /**
   * Once at boot: GET /bootstrap (001 §7) sets the device-id cookie and answers the id to keep, which replaces
   * the stored one when they differ (the cookie outlived the widget's storage). A failed call keeps the stored id.
   * Resolves true once the host answered an id (its cookie is set), false otherwise.
   */
  bootstrap(): Promise<boolean>;
}

export function createDeviceIdentity(storage: SafeStorage, http: Http): DeviceIdentity {
  let id: string | null = null;
  const read = () => (id ??= loadDeviceId(storage));
  let started: Promise<boolean> | null = null;
  async function ask(): Promise<boolean> {
    const stored = read();
    const answer = await fetchBootstrap(http, isDeviceId(stored) ? stored : null).catch(() => null);
    const answered = answer?.device_id;
    if (typeof answered !== 'string' || !isDeviceId(answered)) return false;
    if (answered !== id) {
      id = answered;
      storage.set(DEVICE_ID_KEY, answered);
    }
    return true;
  }
  return { read, bootstrap: () => (started ??= ask()) };
}

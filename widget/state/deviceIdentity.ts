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
   */
  bootstrap(): Promise<void>;
}

export function createDeviceIdentity(storage: SafeStorage, http: Http): DeviceIdentity {
  let id: string | null = null;
  const read = () => (id ??= loadDeviceId(storage));
  let started: Promise<void> | null = null;
  async function ask(): Promise<void> {
    const stored = read();
    const answer = await fetchBootstrap(http, isDeviceId(stored) ? stored : null).catch(() => null);
    const answered = answer?.device_id;
    if (typeof answered !== 'string' || !isDeviceId(answered) || answered === id) return;
    id = answered;
    storage.set(DEVICE_ID_KEY, answered);
  }
  return { read, bootstrap: () => (started ??= ask()) };
}

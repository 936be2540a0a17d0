import { DEVICE_ID_LENGTH, FINGERPRINT_ID_LENGTH } from '../constants';

/** Fills `size` random bytes, e.g. `(n) => crypto.getRandomValues(new Uint8Array(n))`. */
export type RandomBytes = (size: number) => Uint8Array;

// nanoid's URL-safe alphabet: 64 symbols, so `byte & 63` picks one without bias.
const URL_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
const STORED_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{20,21}$/;

/** 001 §4: a random 21-character device id. */
export function generateDeviceId(random: RandomBytes): string {
  const bytes = random(DEVICE_ID_LENGTH);
  let id = '';
  for (let i = 0; i < DEVICE_ID_LENGTH; i++) id += URL_ALPHABET[bytes[i] & 63];
  return id;
}

/** 001 §4, §9: a device id as the host accepts one: 21 URL-safe characters, or 20 for a fingerprint id. */
export function isDeviceId(id: string): boolean {
  return DEVICE_ID.test(id);
}

/** 001 §4, §9: a stored 20-character id came from the fingerprint service. */
export function isFingerprintId(id: string): boolean {
  return id.length === FINGERPRINT_ID_LENGTH;
}

export type DeviceIdSource = 'stored' | 'fingerprint' | 'random';

export interface ResolvedDeviceId {
  id: string;
  source: DeviceIdSource;
  /** True when the id was not in storage and must be written back. */
  isNew: boolean;
  isFingerprint: boolean;
}

/**
 * 001 §4: the device id is the stored one; if absent, the fingerprint (when the caller got one);
 * failing that, a random 21-character id. A stored value that is not a plausible id (blank,
 * 'undefined', a JSON blob) counts as absent.
 */
export function resolveDeviceId(stored: string | null | undefined, random: RandomBytes, fingerprint?: string | null): ResolvedDeviceId {
  if (stored && STORED_ID.test(stored) && stored !== 'undefined' && stored !== 'null') {
    return { id: stored, source: 'stored', isNew: false, isFingerprint: isFingerprintId(stored) };
  }
  if (fingerprint && STORED_ID.test(fingerprint)) {
    return { id: fingerprint, source: 'fingerprint', isNew: true, isFingerprint: isFingerprintId(fingerprint) };
  }
  return { id: generateDeviceId(random), source: 'random', isNew: true, isFingerprint: false };
}

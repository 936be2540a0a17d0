export { generateDeviceId, isFingerprintId, isFingerprintRefreshDue, resolveDeviceId } from './deviceId';
export type { DeviceIdSource, RandomBytes, ResolvedDeviceId } from './deviceId';
export { fnv1a32, hash32 } from './hash32';

export { safeStorage } from './safeStorage';
export type { SafeStorage } from './safeStorage';
export { DEVICE_ID_KEY, loadDeviceId } from './deviceId';

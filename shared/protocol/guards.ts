// Every value read off a window passes one of these guards before it is trusted (DESIGN §1.3).
import { isAppMode } from '../routes/appModes';
import {
  FLAG_OVERRIDES_MAX_LENGTH,
  HOST_STORAGE_MAX_KEYS,
  HOST_STORAGE_MAX_VALUE_LENGTH,
  MESSAGE_SOURCE,
  PROTOCOL_VERSION,
  type AnalyticsMessage,
  type CartMessage,
  type CheckoutMessage,
  type ErrorMessage,
  type HostCommand,
  type HostMessage,
  type HostMessageOf,
  type HostMessageType,
  type LoginMessage,
  type LogoutMessage,
  type ReadyMessage,
  type ResizeMessage,
  type RouteMessage,
  type WidgetConfig,
} from './messages';

/** A key of the widget's storage kept on the partner page (setStorage). */
const HOST_STORAGE_KEY = /^[A-Za-z0-9_.:|-]{1,128}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isEmpty = (value: unknown): boolean => isRecord(value) && Object.keys(value).length === 0;

function envelope(data: unknown, type: HostMessageType): Record<string, unknown> | null {
  if (!isRecord(data) || data.source !== MESSAGE_SOURCE || data.type !== type || !isRecord(data.payload)) return null;
  return data.payload;
}

/** A widget route: an absolute path on the widget's own origin, never a URL or a protocol-relative path. */
export function isRoutePath(value: unknown): value is string {
  return isString(value) && value.length <= 2048 && /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f]/.test(value);
}

export function isReadyMessage(data: unknown): data is ReadyMessage {
  const p = envelope(data, 'ready');
  return !!p && isAppMode(p.mode) && (p.storeId === null || isId(p.storeId)) && isString(p.version);
}

export function isRouteMessage(data: unknown): data is RouteMessage {
  const p = envelope(data, 'route');
  return !!p && isRoutePath(p.path) && isString(p.title);
}

export function isResizeMessage(data: unknown): data is ResizeMessage {
  const p = envelope(data, 'resize');
  return !!p && isCount(p.height);
}

export function isCartMessage(data: unknown): data is CartMessage {
  const p = envelope(data, 'cart');
  return !!p && (p.uuid === null || isString(p.uuid)) && isCents(p.count) && isCents(p.total);
}

export function isAnalyticsMessage(data: unknown): data is AnalyticsMessage {
  const p = envelope(data, 'analytics');
  return !!p && isString(p.event) && p.event !== '' && isRecord(p.properties);
}

export function isCheckoutMessage(data: unknown): data is CheckoutMessage {
  const p = envelope(data, 'checkout');
  return !!p && isString(p.reservationId) && p.reservationId !== '' && isCents(p.amount);
}

export function isErrorMessage(data: unknown): data is ErrorMessage {
  const p = envelope(data, 'error');
  return !!p && Number.isInteger(p.status) && isString(p.message) && isString(p.path);
}

export function isLoginMessage(data: unknown): data is LoginMessage {
  return isEmpty(envelope(data, 'login'));
}

export function isLogoutMessage(data: unknown): data is LogoutMessage {
  return isEmpty(envelope(data, 'logout'));
}

export const MESSAGE_GUARDS: { [T in HostMessageType]: (data: unknown) => data is HostMessageOf<T> } = {
  ready: isReadyMessage,
  route: isRouteMessage,
  resize: isResizeMessage,
  cart: isCartMessage,
  analytics: isAnalyticsMessage,
  checkout: isCheckoutMessage,
  error: isErrorMessage,
  login: isLoginMessage,
  logout: isLogoutMessage,
};

/** Any well-formed host-bound message. */
export function isHostMessage(data: unknown): data is HostMessage {
  if (!isRecord(data) || !isString(data.type) || !Object.hasOwn(MESSAGE_GUARDS, data.type)) return false;
  return MESSAGE_GUARDS[data.type as HostMessageType](data);
}

/**
 * A theme: names to text. Each entry is checked where it is used (themeProperties, themeFontUrl), and the widget
 * warns about the ones it leaves out (themeEntryProblem), so one bad entry never costs the embed its config.
 */
export function isTheme(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every(isString);
}

function isOrigin(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** One entry the widget may keep on the partner page: a short plain key and a bounded string (or null). */
export function isHostStorageEntry(key: unknown, value: unknown): key is string {
  return isString(key) && HOST_STORAGE_KEY.test(key) && (value === null || (isString(value) && value.length <= HOST_STORAGE_MAX_VALUE_LENGTH));
}

export function isHostStorageSnapshot(data: unknown): data is Record<string, string> {
  if (!isRecord(data)) return false;
  const entries = Object.entries(data);
  return entries.length <= HOST_STORAGE_MAX_KEYS && entries.every(([key, value]) => value !== null && isHostStorageEntry(key, value));
}

/** The config the widget receives in the handshake. */
export function isWidgetConfig(data: unknown): data is WidgetConfig {
  if (!isRecord(data)) return false;
  const optionalId = (v: unknown) => v === undefined || isId(v);
  return (
    isAppMode(data.mode) &&
    optionalId(data.storeId) &&
    optionalId(data.partnerId) &&
    optionalId(data.operatorId) &&
    isString(data.apiBase) &&
    /^https?:\/\//.test(data.apiBase) &&
    isRoutePath(data.initialPath) &&
    (data.theme === undefined || isTheme(data.theme)) &&
    isOrigin(data.hostOrigin) &&
    typeof data.urlSync === 'boolean' &&
    data.protocolVersion === PROTOCOL_VERSION &&
    (data.storage === undefined || isHostStorageSnapshot(data.storage)) &&
    (data.auth === undefined || typeof data.auth === 'boolean') &&
    optionalId(data.embedId) &&
    (data.flagOverrides === undefined || (isString(data.flagOverrides) && data.flagOverrides.length <= FLAG_OVERRIDES_MAX_LENGTH)) &&
    (data.tags === undefined || isString(data.tags))
  );
}

export function isHostCommand(data: unknown): data is HostCommand {
  if (!isRecord(data)) return false;
  if (data.type === 'navigate') return isRoutePath(data.path);
  if (data.type === 'getState') return true;
  if (data.type === 'viewport') {
    const info = data.info;
    return (
      isRecord(info) &&
      [info.scrollTop, info.viewportHeight, info.offsetTop].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
      (info.topInset === undefined || isCount(info.topInset))
    );
  }
  return false;
}

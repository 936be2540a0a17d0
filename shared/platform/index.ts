export { anonymousAnalyticsCookieExpiry } from './analyticsConfig';
export { generateDeviceId, isDeviceId, isFingerprintId, resolveDeviceId } from './deviceId';
export type { DeviceIdSource, RandomBytes, ResolvedDeviceId } from './deviceId';
export { INITIAL_ERROR_REPORT_GATE, gateErrorReport, isConsecutiveDuplicate, isOwnCodeStack, isWithinReportRate } from './errorReportGate';
export type { ErrorReportGateState, ErrorReportVerdict } from './errorReportGate';
export { appendLogEntry, truncateConsoleLog, truncateVisitorText } from './errorTelemetry';
export {
  EXPERIMENTS,
  EXPERIMENT_QUERY_PREFIX,
  assignVariant,
  decodeAssignments,
  encodeAssignments,
  experimentOverrides,
  isExperimentName,
  isVariantOf,
  resolveVariant,
} from './experiments';
export type { ExperimentAssignments, ExperimentName, ExperimentVariant } from './experiments';
export { FEATURE_FLAGS, FLAG_OVERRIDE_OFF_PARAM, FLAG_OVERRIDE_ON_PARAM, flagOverrideQuery, isFeatureFlag, parseFlagOverrides, resolveFeatureFlags } from './featureFlags';
export type { FeatureFlag, FeatureFlags, FlagOverrides, FlagSetting, FlagSettings } from './featureFlags';
export { buildFlagContext, evaluateFlagSettings, guestBucket, isInRollout, userBucket } from './flagContext';
export type { FlagContext, FlagUser } from './flagContext';
export { fnv1a32, hash32 } from './hash32';
export { shouldSendIdentity } from './identityAnalytics';
export { defaultPhotoPaths, productImage } from './productPhoto';
export type { DefaultPhotoPaths, ProductImage } from './productPhoto';
export { promptDismissalExpiry, promptVisibility } from './promptVisibility';
export type { PromptState } from './promptVisibility';
export { DEFAULT_ANALYTICS_CURRENCY, PURCHASE_PRODUCT_KEYS, PURCHASE_ROOT_KEYS, validatePurchaseEvent } from './purchaseEvent';
export type { PurchaseEvent, PurchaseEventData, PurchaseEventResult, PurchaseProduct } from './purchaseEvent';
export { REDACTED, redactDigitRuns, redactErrorReport, redactEveryText } from './redactErrorReport';
export type { ErrorReportText } from './redactErrorReport';
export { shouldShowReviews } from './reviews';
export { extractUrlTags } from './urlTags';
export type { KeptUrlTag, UrlTags } from './urlTags';
export { COOKIE_SESSION_MODE, SESSION_MODE_HEADER, SESSION_STORAGE_KEY, isTokenLive, tokenExpiresAt } from './sessionToken';

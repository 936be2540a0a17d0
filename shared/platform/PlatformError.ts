export const PLATFORM_ERROR_CODES = {
  invalidAnalyticsRegion: 'invalid_analytics_region',
  invalidCookieDuration: 'invalid_cookie_duration',
} as const;

export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[keyof typeof PLATFORM_ERROR_CODES];

/** The error the platform rules of shared/ throw; `code` says which rule, the message what arrived. */
export class PlatformError extends Error {
  readonly code: PlatformErrorCode;

  constructor(code: PlatformErrorCode, message: string) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
  }
}

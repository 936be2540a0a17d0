export const ROUTE_ERROR_CODES = {
  missingParam: 'missing_param',
  invalidParam: 'invalid_param',
  invalidConfig: 'invalid_config',
} as const;
export type RouteErrorCode = (typeof ROUTE_ERROR_CODES)[keyof typeof ROUTE_ERROR_CODES];

/** Thrown when a path or base cannot be built from what the caller gave; parsing never throws. */
export class RouteError extends Error {
  readonly code: RouteErrorCode;

  constructor(code: RouteErrorCode, message: string) {
    super(message);
    this.name = 'RouteError';
    this.code = code;
  }
}

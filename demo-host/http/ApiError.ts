/** Field validations as the API answers them: the messages per field (`per_page`, `user.email`). */
export type Validations = Record<string, string[]>;

// The one error class of both APIs on /api/v1 (STYLE §5): a code from this union, the status it answers with.
export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  cart_store_mismatch: 409,
  conflict: 409,
  too_large: 413,
  maintenance: 420, // 000 §8, 001 §8.
  unprocessable: 422,
  cart_not_pending: 422,
  cart_limit_exceeded: 422,
  total_changed: 422,
  products_unavailable: 422,
  reset_used: 422,
  reset_expired: 422,
  reset_invalid: 422,
  id_required: 422,
  too_many_requests: 429,
  server_error: 500,
  not_configured: 501,
  busy: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/**
 * An expected failure of an API call, answered as `{ message, code, validations?, ...details }` with its status
 * (errorResponse). A numeric `details.retry_after` (seconds) is also sent as the Retry-After header.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly validations?: Validations,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = API_ERROR_STATUS[code];
  }

  toBody(): Record<string, unknown> {
    // Details first, so none of them can take the place of the fields every error answer has.
    return { ...this.details, message: this.message, code: this.code, ...(this.validations ? { validations: this.validations } : {}) };
  }
}

export function notFound(what: string, id: number | string): ApiError {
  return new ApiError('not_found', `No ${what} with id ${id}`);
}

export const unprocessable = (message: string, validations?: Validations) => new ApiError('unprocessable', message, validations);

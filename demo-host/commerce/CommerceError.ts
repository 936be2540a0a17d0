/** Field validations as the API answers them: the messages per field. */
export type Validations = Record<string, string[]>;

// One error class for the commerce API (STYLE §5): a code from this union, the status it answers with.
export const COMMERCE_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  cart_store_mismatch: 409,
  too_large: 413,
  unprocessable: 422,
  cart_not_pending: 422,
  cart_limit_exceeded: 422,
  total_changed: 422,
  products_unavailable: 422,
  too_many_requests: 429,
  not_configured: 501,
  busy: 503,
} as const;
export type CommerceErrorCode = keyof typeof COMMERCE_ERROR_STATUS;

/** An expected failure: answered as `{ message, code, validations?, ...details }` with its status. */
export class CommerceError extends Error {
  readonly status: number;

  constructor(
    readonly code: CommerceErrorCode,
    message: string,
    readonly validations?: Validations,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CommerceError';
    this.status = COMMERCE_ERROR_STATUS[code];
  }

  toBody(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...(this.validations ? { validations: this.validations } : {}), ...this.details };
  }
}

export const notFound = (what: string) => new CommerceError('not_found', `${what} not found`);
export const unprocessable = (message: string, validations?: Validations) => new CommerceError('unprocessable', message, validations);

export const API_ERROR_CODES = {
  http: 'http',
  validation: 'validation',
  unauthorized: 'unauthorized',
  maintenance: 'maintenance',
  network: 'network',
  aborted: 'aborted',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export type Validations = Record<string, string | string[]>;

/** A failed API call (001 §8). `validations` is set when the server returned field errors for a form. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly validations: Validations | null;
  readonly path: string;

  constructor(code: ApiErrorCode, message: string, options: { status?: number; validations?: Validations | null; path: string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? 0;
    this.validations = options.validations ?? null;
    this.path = options.path;
  }
}

export function isAbort(error: unknown): boolean {
  return (error instanceof ApiError && error.code === 'aborted') || (error instanceof DOMException && error.name === 'AbortError');
}

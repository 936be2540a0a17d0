/** Field validations as the API answers them: the messages per field path (`per_page`, `body.rating`). */
export type Validations = Record<string, string[]>;

export const API_ERROR_CODES = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  notFound: 'not_found',
  tooLarge: 'too_large',
  maintenance: 'maintenance',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

const STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  too_large: 413,
  maintenance: 420, // 000 §8, 001 §8.
};

/** An expected failure of an API call; the API answers it as `{ message, validations? }` with its status. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly validations?: Validations,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS[code];
  }
}

export function notFound(what: string, id: number | string): ApiError {
  return new ApiError('not_found', `No ${what} with id ${id}`);
}

/** A JSON error answer (any status, including 420 which Hono's status type does not name). */
export function errorResponse(status: number, body: { message: string; validations?: Validations }, headers?: Headers): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
  headers?.forEach((value, key) => {
    if (key.toLowerCase().startsWith('access-control-') || key.toLowerCase() === 'vary') response.headers.set(key, value);
  });
  return response;
}

import type { ErrorHandler, Handler } from 'hono';
import { ApiError } from './ApiError';

/** 001 §8: the message of a failure on our side, the words the widget shows for one (its SERVER_ERROR_MESSAGE). */
export const SERVER_ERROR_MESSAGE = 'Server error has occurred';

/**
 * The one error answer of /api/v1: `{ message, code, validations?, ...details }` with the error's status (any status,
 * including 420, which Hono's status type does not name), and Retry-After when the error says when to retry.
 * CORS headers set before the error come along: Hono merges them into the answer of a handler or onError.
 */
export function errorResponse(error: ApiError): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
  const retryAfter = error.details?.retry_after;
  if (typeof retryAfter === 'number') headers['Retry-After'] = String(retryAfter);
  return new Response(JSON.stringify(error.toBody()), { status: error.status, headers });
}

export type ErrorLog = (message: string, error?: unknown) => void;

/**
 * The onError of both APIs: an ApiError answers as itself; anything else is a bug on our side, logged and answered
 * 500 with a generic message (its text could hold internals). A 413 raised by a body parser stays a 413.
 */
export function answerErrors(log: ErrorLog): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return errorResponse(error);
    if ((error as { status?: unknown } | null)?.status === 413) return errorResponse(new ApiError('too_large', 'The request body is too large'));
    log(`API ${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(new ApiError('server_error', SERVER_ERROR_MESSAGE));
  };
}

/**
 * The JSON 404 for an unknown API path. Not part of either API: the host mounts the catalogue API and the
 * cart/account API side by side at /api/v1, so a catch-all inside one would swallow the other's routes.
 * Mount it after both: `app.all('/api/v1/*', apiNotFound)`.
 */
export const apiNotFound: Handler = (c) => errorResponse(new ApiError('not_found', `No API route ${c.req.method} ${c.req.path}`));

import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './ApiError';

/** The 413 of a body over `limit` bytes. */
export function tooLarge(limit: number): ApiError {
  return new ApiError('too_large', `The request body is larger than ${Math.round(limit / 1024)} KB (at most ${limit} bytes are accepted)`);
}

/**
 * A body limit chosen per request (a route's own size: small for JSON, larger for uploads), for the catalogue and
 * the commerce API alike. Over it, the request is a 413 (`too_large`). A body declared larger by its Content-Length
 * is refused before any byte of it is read.
 */
export function bodyLimitBy(limitOf: (c: Context) => number): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const limit = limitOf(c);
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize: limit,
        onError: () => {
          throw tooLarge(limit);
        },
      });
      limiters.set(limit, limiter);
    }
    return limiter(c, next);
  };
}

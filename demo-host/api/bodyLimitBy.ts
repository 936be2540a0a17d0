import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * A body limit chosen per request (a route's own size: small for JSON, larger for uploads), for the catalogue and
 * the commerce API alike. Over it, `tooLarge` answers (413). A body declared larger by its Content-Length is refused
 * before any byte of it is read.
 */
export function bodyLimitBy(limitOf: (c: Context) => number, tooLarge: (c: Context, limit: number) => Response | Promise<Response>): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const limit = limitOf(c);
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: limit, onError: (context) => tooLarge(context, limit) });
      limiters.set(limit, limiter);
    }
    return limiter(c, next);
  };
}

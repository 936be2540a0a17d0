import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { hostLogger } from './hostLogger';
import { withRequestContext } from './requestContext';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id a proxy or client sent is kept (so one request can be followed across them) when it is a plain token of
// sane length; anything else (spaces, quotes, a novel) could forge or flood log lines, so a new one is made.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

// Path segments that are capabilities: a guest's receipt uuid (docs/api-commerce.md § Receipt), cart uuids, and
// any long random-looking token. The query string is never logged: reset links and sign-in codes ride in it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LONG_TOKEN = /^[A-Za-z0-9_-]{32,}$/;
const MAX_LOGGED_PATH = 256;

/** The request's path as logged: no query string, capability segments replaced by `:redacted`, at most 256 characters. */
export function loggedPath(path: string): string {
  const segments = path.split('/');
  const kept = segments.map((segment, i) => (UUID.test(segment) || LONG_TOKEN.test(segment) || segments[i - 1] === 'reservation_receipt' ? ':redacted' : segment));
  return kept.join('/').slice(0, MAX_LOGGED_PATH);
}

/**
 * One line per request (`request`: method, path, status, ms) with its request id, which every other line written
 * while it is handled also carries and which the answer repeats in X-Request-Id. Never logged: headers (so no
 * Authorization or cookies), the query string, bodies. Health checks are logged at debug level (a probe every
 * few seconds would drown the rest).
 */
export function accessLog(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    await withRequestContext({ requestId }, async () => {
      await next();
      setResponseHeader(c, REQUEST_ID_HEADER, requestId);
      const status = c.res.status;
      const line = { method: c.req.method, path: loggedPath(c.req.path), status, ms: Math.round((performance.now() - started) * 10) / 10 };
      const level = status >= 500 ? 'error' : c.req.path === '/healthz' ? 'debug' : 'info';
      hostLogger()[level](line, 'request');
    });
  };
}

/** `app` behind the request log, as the host and the demo site are served (main.ts). */
export function logRequests(app: Hono): Hono {
  return new Hono().use('*', accessLog()).route('/', app);
}

/** A header on the answer, also on one whose headers are immutable (Response.redirect(), a fetched response). */
function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = copy;
  }
}

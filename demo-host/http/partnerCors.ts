import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import { SESSION_MODE_HEADER } from '../../shared/platform';

/**
 * DESIGN §1.4: framelessEmbed calls the host's APIs cross-origin with credentials, from the partner origins only;
 * any other origin gets no CORS headers (its page cannot read the answers). X-Canopy-Session marks a framelessEmbed
 * cookie session (commerce/auth/sessionCookie.ts).
 */
export function partnerCors(partnerOrigins: Iterable<string>, options: { methods: string[]; exposeHeaders?: string[] }): MiddlewareHandler {
  const partners = new Set(partnerOrigins);
  return cors({
    origin: (origin) => (partners.has(origin) ? origin : null),
    credentials: true,
    allowMethods: options.methods,
    allowHeaders: ['Content-Type', 'Authorization', SESSION_MODE_HEADER],
    exposeHeaders: options.exposeHeaders,
    maxAge: 600,
  });
}

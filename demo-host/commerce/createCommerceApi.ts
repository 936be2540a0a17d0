import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import { createAuthenticator, type Authenticator } from './auth/authenticate';
import { createAttemptLimits } from './auth/attemptLimits';
import { clientIp } from './auth/clientIp';
import { loadSecret } from './auth/secret';
import { CommerceError } from './CommerceError';
import type { CommerceConfig, CommerceDeps } from './deps';
import { cartProductRoutes } from './routes/cartProductRoutes';
import { cartRoutes } from './routes/cartRoutes';
import { checkoutRoutes } from './routes/checkoutRoutes';
import { crmRoutes } from './routes/crmRoutes';
import { DOCUMENT_BODY_LIMIT, documentRoutes } from './routes/documentRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { userRoutes } from './routes/userRoutes';

export const JSON_BODY_LIMIT = 64 * 1024;

// The path prefixes this API owns, so its body limit does not reach the catalogue routes mounted beside it.
const OWN_PATHS = [
  '/carts', '/carts/*', '/cart_products', '/cart_products/*', '/pos_cart', '/stores/:id/crm_integration',
  '/sessions', '/whoami', '/users', '/users/*', '/auth/*', '/password_resets', '/documents', '/documents/*',
  '/reservations', '/reservations/*', '/reservation_receipt/*', '/dev/*',
];

function tooLarge(limit: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: limit,
    onError: (c) => c.json({ message: `The request body is larger than ${Math.round(limit / 1024)} KB`, code: 'too_large' }, 413),
  });
}

function errorAnswer(error: unknown): Response {
  if (error instanceof CommerceError) {
    const retry = error.details?.retry_after;
    return Response.json(error.toBody(), { status: error.status, headers: typeof retry === 'number' ? { 'Retry-After': String(retry) } : {} });
  }
  const status = (error as { status?: number })?.status;
  if (status === 413) return Response.json({ message: 'The request body is too large', code: 'too_large' }, { status: 413 });
  console.error('[commerce]', error);
  return Response.json({ message: 'Server error has occurred' }, { status: 500 });
}

export interface CommerceApi {
  /** The routes, mounted by the host at /api/v1. */
  app: Hono;
  /** Bearer token → user id with this API's sessions and secret: the catalogue API's `authenticate`. */
  authenticate: Authenticator;
}

/**
 * The cart, checkout, reservation and account calls of 001 §7 (issue 5 §2–4), mounted by the host at
 * /api/v1 beside the catalogue API. Every total comes from shared/pricing.
 */
export function createCommerceApi(options: { db: Kysely<Database>; dialect: Dialect; config: CommerceConfig }): CommerceApi {
  const { config } = options;
  const trustProxy = config.trustProxy ?? process.env.CANOPY_TRUST_PROXY === '1';
  const deps: CommerceDeps = {
    db: options.db,
    dialect: options.dialect,
    secret: loadSecret(config.dataDir, config.secret),
    dataDir: config.dataDir,
    now: config.now ?? (() => new Date()),
    limits: createAttemptLimits(),
    clientIp: (c) => clientIp(c, trustProxy),
  };
  const app = new Hono();
  const small = tooLarge(JSON_BODY_LIMIT);
  const large = tooLarge(DOCUMENT_BODY_LIMIT);
  for (const path of OWN_PATHS) {
    app.use(path, (c, next) => {
      const upload = c.req.method === 'PATCH' && /\/documents$/.test(c.req.path) && (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
      return upload ? large(c, next) : small(c, next);
    });
  }
  app.onError((error) => errorAnswer(error));
  for (const routes of [cartRoutes, cartProductRoutes, checkoutRoutes, crmRoutes, sessionRoutes, userRoutes, documentRoutes]) {
    app.route('/', routes(deps));
  }
  return { app, authenticate: createAuthenticator(deps) };
}

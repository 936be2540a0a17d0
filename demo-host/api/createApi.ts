import { Hono, type Handler } from 'hono';
import { cors } from 'hono/cors';
import { MAINTENANCE_STATUS } from '../../shared/constants';
import { MenuIndexCache } from '../search';
import { ApiError, errorResponse } from './ApiError';
import { bodyLimitBy } from './bodyLimitBy';
import type { ApiContext, ApiDeps } from './context';
import { requireStoreExists } from './data/findStore';
import { loadMenuProducts, loadMenuProductsByIds } from './data/loadMenuProducts';
import { adminRoutes, type MaintenanceSwitch } from './routes/adminRoutes';
import { brandsRoutes } from './routes/brandsRoutes';
import { menuRoutes } from './routes/menuRoutes';
import { productsRoutes } from './routes/productsRoutes';
import { reviewsRoutes } from './routes/reviewsRoutes';
import { specialsRoutes } from './routes/specialsRoutes';
import { storesRoutes } from './routes/storesRoutes';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The JSON 404 for an unknown API path. Not part of createApi: the host mounts the catalogue API and the
 * cart/account API side by side at /api/v1, so a catch-all inside one would swallow the other's routes.
 * Mount it after both: `app.all('/api/v1/*', apiNotFound)`.
 */
export const apiNotFound: Handler = (c) => errorResponse(404, { message: `No API route ${c.req.method} ${c.req.path}` });

/**
 * The catalogue API (issue 4), mounted by the host at /api/v1. Every input is parsed with valibot at the
 * edge (400 `{ message, validations }`), unknown ids are 404 `{ message }`, bodies over the limit 413,
 * and maintenance answers 420 to every call (000 §8). Answers are JSON data, never markup.
 *
 * Its middleware (CORS, maintenance, body limit) is registered for '*', so once mounted at /api/v1 it also
 * guards API routes mounted beside it.
 */
export function createApi(deps: ApiDeps): Hono {
  const env = deps.env ?? process.env;
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const ctx: ApiContext = {
    db: deps.db,
    dialect: deps.dialect,
    // A cached index proves the store exists, so a warm menu search never waits on the database.
    menus: new MenuIndexCache(
      async (storeId) => {
        await requireStoreExists(deps.db, storeId);
        return loadMenuProducts(deps.db, storeId);
      },
      (storeId, productIds) => loadMenuProductsByIds(deps.db, storeId, productIds),
    ),
    authenticate: async (c) => (deps.authenticate ? ((await deps.authenticate(c)) ?? null) : null),
    userSegments: async (userId) => (userId !== null && deps.userSegments ? await deps.userSegments(userId) : []),
    now: deps.now ?? (() => new Date()),
  };
  for (const storeId of deps.config.warmStores ?? []) {
    ctx.menus.get(storeId).catch((error) => log(`menu index of store ${storeId} not warmed`, error));
  }
  const maintenance: MaintenanceSwitch = { flag: false };
  const underMaintenance = () => deps.config.maintenance === true || env.CANOPY_MAINTENANCE === '1' || maintenance.flag;
  const partners = new Set(deps.config.partnerOrigins);

  const app = new Hono();
  // DESIGN §1.4: framelessEmbed calls the API cross-origin with credentials, from partner origins only.
  app.use(
    '*',
    cors({
      origin: (origin) => (partners.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // X-Canopy-Session marks a framelessEmbed cookie session (commerce/auth/sessionCookie.ts).
      allowHeaders: ['Content-Type', 'Authorization', 'X-Canopy-Session'],
      // 001 §7: POST /sessions answers the bearer token in the Authorization header.
      exposeHeaders: ['Authorization'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', async (c, next) => {
    if (underMaintenance() && !c.req.path.endsWith('/admin/maintenance')) {
      c.header('Retry-After', '60');
      return errorResponse(MAINTENANCE_STATUS, { message: 'Canopy is down for maintenance; try again shortly' });
    }
    await next();
  });
  const maxBodyBytes = deps.config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  app.use(
    '*',
    bodyLimitBy(
      (c) => deps.config.uploadLimit?.(c) ?? maxBodyBytes,
      (_c, limit) => {
        throw new ApiError('too_large', `The request body must be at most ${limit} bytes`);
      },
    ),
  );

  storesRoutes(app, ctx);
  menuRoutes(app, ctx);
  productsRoutes(app, ctx);
  specialsRoutes(app, ctx);
  brandsRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  adminRoutes(app, { maintenance, token: deps.config.adminToken ?? env.CANOPY_ADMIN_TOKEN });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const body = error.validations ? { message: error.message, validations: error.validations } : { message: error.message };
      return errorResponse(error.status, body, c.res.headers);
    }
    log(`API ${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(500, { message: 'Something went wrong on our side; please try again' }, c.res.headers);
  });
  return app;
}

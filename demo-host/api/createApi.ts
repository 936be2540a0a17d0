import { Hono } from 'hono';
import { answerErrors, ApiError, bodyLimitBy, partnerCors } from '../http';
import { logError } from '../log';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { fileSnapshots, MenuIndexCache, menuVersionOf, productsChangedSince } from '../search';
import { snapshotFolder } from '../search/snapshotFolder';
import type { ApiContext, ApiDeps } from './context';
import { requireStoreExists } from './data/findStore';
import { menuIndexRowChunks } from './data/loadMenuIndexRows';
import { loadMenuProductsByIds, menuProductChunks } from './data/loadMenuProducts';
import { maintenanceFlagOn } from './data/maintenanceFlag';
import { adminRoutes } from './routes/adminRoutes';
import { brandsRoutes } from './routes/brandsRoutes';
import { menuRoutes } from './routes/menuRoutes';
import { productsRoutes } from './routes/productsRoutes';
import { reviewsRoutes } from './routes/reviewsRoutes';
import { specialsRoutes } from './routes/specialsRoutes';
import { storesRoutes } from './routes/storesRoutes';
import { warmMenus } from './warmMenus';
import { revalidateCatalogueReads } from './catalogueCaching';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

// 000 §8: how long a client waits before it asks again during maintenance.
const MAINTENANCE_RETRY_SECONDS = 60;

/**
 * The catalogue API (DESIGN §1.1, docs/api.md), mounted by the host at /api/v1. Every input is parsed with
 * valibot at the edge (400), unknown ids are 404, bodies over the limit 413, and maintenance answers 420 to
 * every call (000 §8), each as the one error answer of demo-host/http. Answers are JSON data, never markup.
 *
 * Its middleware (CORS, maintenance, body limit) is registered for '*', so once mounted at /api/v1 it also
 * guards API routes mounted beside it.
 */
export function createApi(deps: ApiDeps): Hono {
  const env = deps.env ?? process.env;
  const log = deps.log ?? logError;
  const ctx: ApiContext = {
    db: deps.db,
    dialect: deps.dialect,
    menus: deps.menus ?? createMenuIndexCache(deps.db),
    authenticate: async (c) => (deps.authenticate ? ((await deps.authenticate(c)) ?? null) : null),
    userSegments: async (userId) => (userId !== null && deps.userSegments ? await deps.userSegments(userId) : []),
    now: deps.now ?? (() => new Date()),
  };
  const { warmStores, onWarmed, stopWarming } = deps.config;
  if (warmStores) void warmMenus(deps.db, ctx.menus, warmStores, log, stopWarming).then(onWarmed);
  // The configuration's switches first: with either on, no request reads the database's (the admin flag).
  const underMaintenance = async () => deps.config.maintenance === true || env.CANOPY_MAINTENANCE === '1' || (await maintenanceFlagOn(deps.db));

  const app = new Hono();
  // 001 §7: POST /sessions answers the bearer token in the Authorization header.
  app.use('*', partnerCors(deps.config.partnerOrigins, { methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], exposeHeaders: ['Authorization'] }));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // Nothing is kept but what says otherwise: the catalogue reads are revalidated (catalogueCaching.ts).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', async (c, next) => {
    if (!c.req.path.endsWith('/admin/maintenance') && (await underMaintenance())) {
      throw new ApiError('maintenance', 'Canopy is down for maintenance; try again shortly', undefined, { retry_after: MAINTENANCE_RETRY_SECONDS });
    }
    await next();
  });
  const maxBodyBytes = deps.config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  app.use(
    '*',
    bodyLimitBy((c) => deps.config.uploadLimit?.(c) ?? maxBodyBytes),
  );
  revalidateCatalogueReads(app);

  storesRoutes(app, ctx);
  menuRoutes(app, ctx);
  productsRoutes(app, ctx);
  specialsRoutes(app, ctx);
  brandsRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  adminRoutes(app, { db: deps.db, token: deps.config.adminToken ?? env.CANOPY_ADMIN_TOKEN });

  app.onError(answerErrors(log));
  return app;
}

export interface MenuIndexOptions {
  /** The host's data folder: built indexes are saved under it (menu-indexes/<database identity>/) and loaded after a restart. None: no snapshots. */
  dataDir?: string;
  /** The estimated bytes the resident indexes may take together (CANOPY_MENU_INDEX_MB); MenuIndexCache's default otherwise. */
  budgetBytes?: number;
  log?: (message: string, error?: unknown) => void;
}

/** Per-store menu indexes over the database. A cached index proves the store exists; a warm menu search reads only the store's menu version (DESIGN §1.7). */
export function createMenuIndexCache(db: Kysely<Database>, options: MenuIndexOptions = {}): MenuIndexCache {
  const { dataDir, budgetBytes, log } = options;
  return new MenuIndexCache(
    async function* (storeId) {
      await requireStoreExists(db, storeId);
      yield* menuProductChunks(db, storeId);
    },
    (storeId, productIds) => loadMenuProductsByIds(db, storeId, productIds),
    (storeId) => menuVersionOf(db, storeId),
    (storeId, after) => productsChangedSince(db, storeId, after),
    {
      snapshots: dataDir === undefined ? undefined : fileSnapshots(snapshotFolder(db, dataDir), log),
      budgetBytes,
      loadIndexRows: async function* (storeId) {
        await requireStoreExists(db, storeId);
        yield* menuIndexRowChunks(db, storeId);
      },
    },
  );
}

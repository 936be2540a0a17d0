import { Hono, type Context } from 'hono';
import { answerErrors } from '../http';
import { adminAuth, storeScope, type AdminEnv } from './auth/adminAuth';
import type { AdminDeps } from './deps';
import { errorReportRoutes } from './routes/errorReportRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { menuImportRoutes } from './routes/menuImportRoutes';
import { reservationDesk, type ReservationDesk } from './reservations/reservationDesk';
import { reservationRoutes } from './routes/reservationRoutes';
import { tokenRoutes } from './routes/tokenRoutes';
import { webhookRoutes } from './routes/webhookRoutes';
import { brandSpecialsRoutes } from './settings/brandSpecialsRoutes';
import { promoCodesRoutes } from './settings/promoCodesRoutes';
import { settingsRoutes } from './settings/settingsRoutes';
import { specialsRoutes } from './settings/specialsRoutes';

/** A menu file may be larger than a JSON call: 5,000 rows of CSV are about 1.5 MB. */
export const MENU_IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export interface AdminApi {
  /** The routes, mounted by the host at /api/v1/admin. */
  app: Hono<AdminEnv>;
  /** The larger body limit of the menu import, for the catalogue API's body limit that runs first (ApiConfig). */
  uploadLimit: (c: Context) => number | undefined;
  /** The reservation reads and status change of the routes, for the demo Orders page in the same process. */
  reservations: ReservationDesk;
}

/**
 * The operators' API (DESIGN §1.7, docs/api-admin.md) under /api/v1/admin: every call carries the host-wide
 * CANOPY_ADMIN_TOKEN or a store's operator token (401 otherwise), and an operator token reaches its own store only
 * (403). The portals themselves are out of scope (000 §1): this is what a portal or a POS integration calls.
 */
export function createAdminApi(deps: AdminDeps): AdminApi {
  const app = new Hono<AdminEnv>();
  app.use('*', adminAuth({ db: deps.db, hostToken: deps.hostToken, now: deps.now }));
  app.use('/stores/:storeId', storeScope(deps.db));
  app.use('/stores/:storeId/*', storeScope(deps.db));
  tokenRoutes(app, deps);
  webhookRoutes(app, deps);
  notificationRoutes(app, deps);
  menuImportRoutes(app, deps);
  settingsRoutes(app, deps);
  promoCodesRoutes(app, deps);
  specialsRoutes(app, deps);
  brandSpecialsRoutes(app, deps);
  reservationRoutes(app, deps);
  errorReportRoutes(app, deps);
  app.onError(answerErrors(deps.log));
  return { app, uploadLimit, reservations: reservationDesk(deps) };
}

function uploadLimit(c: Context): number | undefined {
  return c.req.method === 'POST' && /\/admin\/stores\/[^/]+\/menu_import$/.test(c.req.path) ? MENU_IMPORT_BODY_LIMIT : undefined;
}

import { Hono } from 'hono';
import { DM_PUBLIC_API_KEY } from '../../shared/merchandising';
import { DEFAULT_MAX_BODY_BYTES } from '../api';
import { menuCards } from '../api/data/menuCards';
import { maintenanceFlagOn } from '../api/data/maintenanceFlag';
import { answerErrors, ApiError, apiNotFound, bodyLimitBy, partnerCors } from '../http';
import { logError } from '../log';
import { AnsweredProducts } from './answeredProducts';
import type { MerchandisingContext, MerchandisingDeps } from './deps';
import { createEngagementTokens } from './engagementTokens';
import { BUDTENDER_PER_ADDRESS, EVENTS_PER_ADDRESS, limitAddress } from './http/addressLimits';
import { requireJdmParams } from './http/jdmParams';
import { budtenderRoutes } from './routes/budtenderRoutes';
import { eventRoutes } from './routes/eventRoutes';
import { facetsRoute } from './routes/facetsRoute';
import { rowsRoutes } from './routes/rowsRoutes';

// 000 §8: how long a client waits before it asks again during maintenance (the catalogue API's figure).
const MAINTENANCE_RETRY_SECONDS = 60;

/** 001 §7 GET /fp/token: Canopy runs no fingerprint library; the widget keeps its random device id (001 §8 fallback). */
export const FINGERPRINT_OFF = { token: null, endpoint: null, scriptUrlPattern: null, enabled: false } as const;

/**
 * The merchandising (ranked-rows) service of 001 §7 and its virtual budtender, mounted by the host at /dm
 * (docs/api-merchandising.md). Every URL carries the jdm_* parameters; bodies are JSON sent as text/plain; input is
 * parsed with the shared valibot schemas (400 naming the field), an unknown store is a 404, a body over 64 KiB a 413,
 * maintenance a 420, an empty result a 204; errors are the one error answer of demo-host/http.
 */
export function createMerchandisingApi(deps: MerchandisingDeps): Hono {
  const env = deps.env ?? process.env;
  const ctx: MerchandisingContext = {
    db: deps.db,
    menus: deps.menus,
    ranking: deps.ranking,
    budtender: deps.budtender,
    authenticate: deps.authenticate,
    tokens: createEngagementTokens(deps.tokenKey),
    answered: new AnsweredProducts(undefined, undefined, () => (deps.now ?? (() => new Date()))().getTime()),
    cards: menuCards,
  };
  const underMaintenance = async () => deps.maintenance === true || env.CANOPY_MAINTENANCE === '1' || (await maintenanceFlagOn(deps.db));

  const app = new Hono();
  app.use('*', partnerCors(deps.partnerOrigins, { methods: ['GET', 'POST', 'OPTIONS'] }));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', async (_c, next) => {
    if (await underMaintenance()) throw new ApiError('maintenance', 'Canopy is down for maintenance; try again shortly', undefined, { retry_after: MAINTENANCE_RETRY_SECONDS });
    await next();
  });
  app.use(
    '*',
    bodyLimitBy(() => DEFAULT_MAX_BODY_BYTES),
  );
  app.use('*', requireJdmParams(deps.apiKeys ?? [DM_PUBLIC_API_KEY]));
  if (deps.addressLimits) {
    const events = limitAddress(deps.addressLimits, EVENTS_PER_ADDRESS, 'events');
    app.use('/v2/event/*', events);
    app.use('/1/events', events);
    app.use('/v2/virtual-budtender', limitAddress(deps.addressLimits, BUDTENDER_PER_ADDRESS, 'budtender questions'));
  }

  app.get('/fp/token', (c) => c.json(FINGERPRINT_OFF));
  rowsRoutes(app, ctx);
  facetsRoute(app, ctx);
  eventRoutes(app, ctx);
  budtenderRoutes(app, ctx);
  app.all('*', apiNotFound);

  app.onError(answerErrors(deps.log ?? logError));
  return app;
}

import { Hono } from 'hono';
import { createAdminApi, ReservationEvents, type ReservationDesk } from '../admin';
import { createWebhooks, type Webhooks, type WebhookTuning } from '../admin/webhooks';
import { createApi, createMenuIndexCache } from '../api';
import { createBudtender, createMerchandisingApi, createRanking } from '../merchandising';
import { adminWriteLog } from '../admin/adminWriteLog';
import { clientIp } from '../commerce/auth/clientIp';
import { createAttemptCounter } from '../commerce/auth/rateLimit';
import { loadSecret } from '../commerce/auth/secret';
import { createErrorReporting } from '../errors';
import { createCommerceApi, type PlacedReservation } from '../commerce';
import type { HostConfig } from '../config';
import type { OpenedDatabase } from '../db';
import { apiNotFound } from '../http';
import { hostLogger, logError } from '../log';
import { menuIndexBudget } from './menuIndexBudget';

export interface HostApiDeps {
  database: OpenedDatabase;
  config: HostConfig;
  /** The webhook worker's clock and waits (tests); the defaults of docs/api-admin.md § Webhooks otherwise. */
  webhookTuning?: WebhookTuning;
  /** The token-signing secret (tests); CANOPY_SECRET otherwise, required on PostgreSQL and in production (commerce/auth/secret.ts). */
  secret?: string;
  /** Stores whose menu index is built at start, one after another: 'all' (main.ts, before it listens), else store 1. */
  warmStores?: number[] | 'all';
}

/** /api/v1: the catalogue API (docs/api.md), the cart, checkout and account API (001 §7) and the admin API
 * (docs/api-admin.md), mounted side by side;
 * the catalogue API's CORS, maintenance (420) and body-limit middleware cover both, with the commerce API's
 * upload limit for its ID photos (the catalogue's 64 KiB would refuse them). */
export interface HostApi {
  readonly app: Hono;
  /** Resolves once every mail handed to SMTP has gone or failed: a stopping host waits for it (shutdown.ts). */
  mailIdle(): Promise<void>;
  /** Reservations placed and moved on this process: the demo Orders page listens (server-sent events). */
  events: ReservationEvents;
  /** Signed reservation webhooks and store notices: main.ts starts its polling, and stops it at shutdown. */
  webhooks: Webhooks;
  /** The admin API's reservation reads and status change, for the demo Orders page (demoOrders.ts). */
  reservations: ReservationDesk;
  /** Resolves once the menu indexes of `warmStores` are built (or failed): main.ts listens then. */
  menusWarm: Promise<void>;
  /** Stops the warm (no further store; the build under way ends unlogged) and resolves once it has: call it before closing the database. */
  stopWarming(): Promise<void>;
  /** The merchandising service and virtual budtender (docs/api-merchandising.md), mounted by the host at /dm. */
  merchandising: Hono;
}

export function createHostApi({ database, config, webhookTuning, secret, warmStores = [1] }: HostApiDeps): HostApi {
  const { db, dialect } = database;
  // Links in mail start with the configured public origin (HOST_ORIGIN), never the request's Host header.
  const events = new ReservationEvents();
  let onWarmed!: () => void;
  const menusWarm = new Promise<void>((resolve) => (onWarmed = resolve));
  const warmStop = new AbortController();
  const onReservationPlaced = (reservation: PlacedReservation) => {
    logPlaced(reservation);
    events.publish({ type: 'reservation.created', reservationId: reservation.id, storeId: reservation.store_id });
  };
  const commerce = createCommerceApi({ db, dialect, config: { dataDir: config.dataDir, secret, publicOrigin: config.hostOrigin, mail: config.mail, onReservationPlaced } });
  const log = logError;
  const webhooks = createWebhooks({ db, events, host: config.webhook, mailer: commerce.mailer, log, tuning: webhookTuning });
  const admin = createAdminApi({
    db,
    dialect,
    hostToken: config.adminToken,
    now: () => new Date(),
    events,
    mailer: commerce.mailer,
    mail: commerce.mail,
    publicOrigin: config.hostOrigin,
    log,
  });
  // The commerce API loaded (or made) the same secret a moment ago: this reads it again, it does not make another.
  const hostSecret = loadSecret({ dataDir: config.dataDir, dialect, configured: secret });
  const trustProxy = process.env.CANOPY_TRUST_PROXY === '1';
  const errors = createErrorReporting({
    db,
    secret: hostSecret,
    trustProxy,
    sentryDsn: config.sentryDsn,
    log,
  });
  // One set of store menu indexes for the catalogue and the merchandising service: each store's index is built once,
  // saved under DATA_DIR for the next start, and kept within CANOPY_MENU_INDEX_MB (docs/deploy.md).
  const menus = createMenuIndexCache(db, { dataDir: config.dataDir, budgetBytes: menuIndexBudget(process.env.CANOPY_MENU_INDEX_MB), log });
  const catalogue = createApi({
    db,
    dialect,
    menus,
    config: {
      partnerOrigins: config.partnerOrigins,
      maintenance: config.maintenance,
      warmStores,
      onWarmed,
      stopWarming: warmStop.signal,
      adminToken: config.adminToken,
      uploadLimit: (c) => commerce.uploadLimit(c) ?? admin.uploadLimit(c) ?? errors.uploadLimit(c),
    },
    // Reviews are posted by the shoppers the commerce API signs in: its sessions, its secret.
    authenticate: commerce.authenticate,
  });
  const merchandising = createMerchandisingApi({
    db,
    menus,
    ranking: createRanking({ db, menus }),
    budtender: createBudtender({ db, menus }),
    authenticate: commerce.authenticate,
    partnerOrigins: config.partnerOrigins,
    tokenKey: hostSecret,
    addressLimits: { attempts: createAttemptCounter(db), clientIp: (c) => clientIp(c, trustProxy), now: () => new Date() },
    maintenance: config.maintenance,
    log,
  });
  const app = new Hono().use('/admin/*', adminWriteLog()).route('/', catalogue).route('/', commerce.app).route('/', errors.app).route('/admin', admin.app).all('*', apiNotFound);
  const stopWarming = () => {
    warmStop.abort();
    return menusWarm;
  };
  return { app, mailIdle: () => commerce.mailer.idle(), events, webhooks, reservations: admin.reservations, menusWarm, stopWarming, merchandising };
}

/** One `reservation placed` line per new reservation: its id, store, mode and amount, nothing about the shopper. */
function logPlaced(reservation: PlacedReservation): void {
  const { id, store_id, reservation_mode, amount_cents } = reservation;
  hostLogger().info({ reservation_id: id, store_id, mode: reservation_mode, amount_cents }, 'reservation placed');
}

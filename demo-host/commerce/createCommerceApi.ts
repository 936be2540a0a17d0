import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import { answerErrors, bodyLimitBy } from '../http';
import { logError } from '../log';
import { createAuthenticator, type Authenticator } from './auth/authenticate';
import { addressAttempts, createAttemptLimits } from './auth/attemptLimits';
import { clientIp } from './auth/clientIp';
import { loadSecret } from './auth/secret';
import { DEFAULT_PUBLIC_ORIGIN, type CommerceConfig, type CommerceDeps } from './deps';
import { hostMailer, mailSettings, type Mailer, type MailSettings } from './mail';
import { bootstrapRoutes } from './routes/bootstrapRoutes';
import { cartProductRoutes } from './routes/cartProductRoutes';
import { cartRoutes } from './routes/cartRoutes';
import { checkoutRoutes } from './routes/checkoutRoutes';
import { contactRoutes } from './routes/contactRoutes';
import { crmRoutes } from './routes/crmRoutes';
import { receiptRoutes } from './routes/receiptRoutes';
import { DOCUMENT_BODY_LIMIT, documentRoutes } from './routes/documentRoutes';
import { passwordResetRoutes } from './routes/passwordResetRoutes';
import { mfaSessionRoutes } from './routes/mfaSessionRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { userRoutes } from './routes/userRoutes';

export const JSON_BODY_LIMIT = 64 * 1024;

// The path prefixes this API owns, so its body limit does not reach the catalogue routes mounted beside it.
const OWN_PATHS = [
  '/carts',
  '/carts/*',
  '/cart_products',
  '/cart_products/*',
  '/pos_cart',
  '/stores/:id/crm_integration',
  '/sessions',
  '/sessions/mfa',
  '/whoami',
  '/users',
  '/users/*',
  '/auth/*',
  '/password_resets',
  '/password_resets/*',
  '/contact_messages',
  '/documents',
  '/documents/*',
  '/reservations',
  '/reservations/*',
  '/reservation_receipt/*',
  '/bootstrap',
];

/** The upload limit of PATCH /documents (multipart ID photos, docs/api-commerce.md); undefined for any other request. */
function uploadLimit(c: Context): number | undefined {
  const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
  return c.req.method === 'PATCH' && /\/documents$/.test(c.req.path) && multipart ? DOCUMENT_BODY_LIMIT : undefined;
}

const limitBodies = bodyLimitBy((c) => uploadLimit(c) ?? JSON_BODY_LIMIT);

export interface CommerceApi {
  /** The routes, mounted by the host at /api/v1. */
  app: Hono;
  /** Bearer token → user id with this API's sessions and secret: the catalogue API's `authenticate`. */
  authenticate: Authenticator;
  /** The body limit of this API's upload route, for the catalogue API's body limit that runs first (ApiConfig). */
  uploadLimit: (c: Context) => number | undefined;
  /** The mail of this API: `idle()` resolves once mail still being delivered (SMTP) is sent or has failed. */
  mailer: Mailer;
  /** Its mail settings (addresses, the public origin of links), for mail the admin API sends about reservations. */
  mail: MailSettings;
}

/**
 * The cart, checkout, reservation and account calls of 001 §7, mounted by the host at
 * /api/v1 beside the catalogue API. Every total comes from shared/pricing.
 */
export function createCommerceApi(options: { db: Kysely<Database>; dialect: Dialect; config: CommerceConfig }): CommerceApi {
  const { config } = options;
  const trustProxy = config.trustProxy ?? process.env.CANOPY_TRUST_PROXY === '1';
  const now = config.now ?? (() => new Date());
  const publicOrigin = config.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  const mail = mailSettings(config.mail ?? {}, publicOrigin);
  const deps: CommerceDeps = {
    db: options.db,
    dialect: options.dialect,
    secret: loadSecret({ dataDir: config.dataDir, dialect: options.dialect, configured: config.secret }),
    dataDir: config.dataDir,
    now,
    limits: createAttemptLimits(options.db, addressAttempts(process.env.CANOPY_ADDRESS_ATTEMPTS)),
    clientIp: (c) => clientIp(c, trustProxy),
    passwordCost: config.passwordCost ?? {},
    publicOrigin,
    mail,
    mailer: hostMailer(mail, options.db, now),
    signInProviders: config.signInProviders ?? [],
    onReservationPlaced: config.onReservationPlaced ?? (() => {}),
  };
  const app = new Hono();
  for (const path of OWN_PATHS) app.use(path, limitBodies);
  app.onError(answerErrors((message, error) => logError(`[commerce] ${message}`, error)));
  const allRoutes = [
    bootstrapRoutes,
    cartRoutes,
    cartProductRoutes,
    checkoutRoutes,
    receiptRoutes,
    crmRoutes,
    sessionRoutes,
    mfaSessionRoutes,
    userRoutes,
    passwordResetRoutes,
    contactRoutes,
    documentRoutes,
  ];
  for (const routes of allRoutes) {
    app.route('/', routes(deps));
  }
  return { app, authenticate: createAuthenticator(deps), uploadLimit, mailer: deps.mailer, mail: deps.mail };
}

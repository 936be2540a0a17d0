import { Hono } from 'hono';
import { createApi } from '../api';
import { createCommerceApi } from '../commerce';
import type { HostConfig } from '../config';
import type { OpenedDatabase } from '../db';
import { apiNotFound } from '../http';

export interface HostApiDeps {
  database: OpenedDatabase;
  config: HostConfig;
}

/** /api/v1: the catalogue API (docs/api.md) and the cart, checkout and account API (001 §7), mounted side by side;
 * the catalogue API's CORS, maintenance (420) and body-limit middleware cover both, with the commerce API's
 * upload limit for its ID photos (the catalogue's 64 KiB would refuse them). */
export interface HostApi {
  readonly app: Hono;
  /** Resolves once every mail handed to SMTP has gone or failed: a stopping host waits for it (shutdown.ts). */
  mailIdle(): Promise<void>;
}

export function createHostApi({ database, config }: HostApiDeps): HostApi {
  const { db, dialect } = database;
  // Links in mail start with the configured public origin (HOST_ORIGIN), never the request's Host header.
  const commerce = createCommerceApi({ db, dialect, config: { dataDir: config.dataDir, publicOrigin: config.hostOrigin, mail: config.mail } });
  const catalogue = createApi({
    db,
    dialect,
    config: { partnerOrigins: config.partnerOrigins, maintenance: config.maintenance, warmStores: [1], uploadLimit: commerce.uploadLimit },
    // Reviews are posted by the shoppers the commerce API signs in: its sessions, its secret.
    authenticate: commerce.authenticate,
  });
  const app = new Hono().route('/', catalogue).route('/', commerce.app).all('*', apiNotFound);
  return { app, mailIdle: () => commerce.mailer.idle() };
}

import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import type { AttemptLimits } from './auth/attemptLimits';

export interface CommerceConfig {
  secret?: string;
  dataDir: string;
  now?: () => Date;
  /** Take the client's address from X-Forwarded-For (behind a reverse proxy); default: env CANOPY_TRUST_PROXY=1. */
  trustProxy?: boolean;
}

/** What every commerce route needs, built once by createCommerceApi. */
export interface CommerceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: Buffer;
  dataDir: string;
  now: () => Date;
  limits: AttemptLimits;
  /** The client's address for the per-address limits; null when unknown (no socket: app.request() in tests). */
  clientIp: (c: Context) => string | null;
}

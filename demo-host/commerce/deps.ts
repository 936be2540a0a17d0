import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import type { RateLimiter } from './auth/rateLimit';

export interface CommerceConfig {
  secret?: string;
  dataDir: string;
  now?: () => Date;
}

/** What every commerce route needs, built once by createCommerceApi. */
export interface CommerceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  secret: Buffer;
  dataDir: string;
  now: () => Date;
  loginLimiter: RateLimiter;
}

import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import type { RateLimiter } from './auth/rateLimit';

export interface OutboxTable {
  id: import('kysely').Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The shared tables plus the two migration 0003 adds (demo-host/db/tables.ts does not name them yet). */
export type CommerceDatabase = Database & { outbox: OutboxTable; password_resets: PasswordResetsTable };

export interface CommerceConfig {
  secret?: string;
  dataDir: string;
  now?: () => Date;
}

/** What every commerce route needs, built once by createCommerceApi. */
export interface CommerceDeps {
  db: Kysely<CommerceDatabase>;
  dialect: Dialect;
  secret: Buffer;
  dataDir: string;
  now: () => Date;
  loginLimiter: RateLimiter;
}

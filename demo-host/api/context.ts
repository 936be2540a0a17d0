import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db';
import type { MenuIndexCache } from '../search';

export interface ApiConfig {
  /** 000 §8: every API call answers 420 while true (also CANOPY_MAINTENANCE=1). */
  maintenance?: boolean;
  /** Origins allowed to call the API cross-origin with credentials (framelessEmbed, DESIGN §1.4). */
  partnerOrigins: string[];
  /** Bearer token for PUT /admin/maintenance; defaults to env CANOPY_ADMIN_TOKEN; none disables the route. */
  adminToken?: string;
  /** Request bodies above this many bytes answer 413 (default 64 KiB). */
  maxBodyBytes?: number;
  /**
   * The larger limit of an upload route of an API mounted beside this one (the commerce API's ID photos), whose
   * requests pass this API's body limit first; undefined for every other request, which keeps maxBodyBytes.
   */
  uploadLimit?: (c: Context) => number | undefined;
  /** Stores whose menu index is built at start, one after another (warmMenus.ts), so their first shopper does not wait. */
  warmStores?: number[] | 'all';
  /** Called once those indexes are built (or failed, or the warm was stopped): the host starts listening then (main.ts). */
  onWarmed?: () => void;
  /** Aborted when the host closes: the warm builds no further store, and a build under way ends without a log line. */
  stopWarming?: AbortSignal;
}

export interface ApiDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ApiConfig;
  /** The signed-in user's id from the request (bearer token), or null; the commerce API's accounts answer it. */
  authenticate?: (c: Context) => Promise<number | null> | number | null;
  /** The store menu indexes (createMenuIndexCache), when the host shares them with another service (the merchandising rows); a new cache otherwise. */
  menus?: MenuIndexCache;
  /** The user segments a user belongs to (000 §5 brand-special visibility). Default: none. */
  userSegments?: (userId: number) => Promise<number[]> | number[];
  now?: () => Date;
  env?: Record<string, string | undefined>;
  log?: (message: string, error?: unknown) => void;
}

/** What every route handler gets. */
export interface ApiContext {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Per-store menu indexes; get() answers 404 for an unknown store. */
  menus: MenuIndexCache;
  authenticate: (c: Context) => Promise<number | null>;
  userSegments: (userId: number | null) => Promise<number[]>;
  now: () => Date;
}

import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { MenuIndexCache, RecordsJson } from '../search';
import type { Budtender } from './budtender/types';
import type { AnsweredProducts } from './answeredProducts';
import type { Ranking } from './ranking/types';
import type { EngagementTokens } from './engagementTokens';
import type { AddressLimits } from './http/addressLimits';

export interface MerchandisingDeps {
  db: Kysely<Database>;
  /** The host's one set of store menu indexes, shared with the catalogue API (createMenuIndexCache). */
  menus: MenuIndexCache;
  ranking: Ranking;
  budtender: Budtender;
  /** The signed-in shopper's id from the bearer token or the framelessEmbed cookie session (the commerce API's), or null. */
  authenticate: (c: Context) => Promise<number | null>;
  /** Origins allowed to call the service cross-origin with credentials (framelessEmbed, DESIGN §1.4). */
  partnerOrigins: readonly string[];
  /** Signs the engagement tokens put on each product, so an event can be attributed and a forged token is ignored. */
  tokenKey: string | Buffer;
  /** Per-address limits on the events and the budtender (http/addressLimits.ts); none: unlimited (in-process tests). */
  addressLimits?: AddressLimits;
  /** The jdm_api_key values the service accepts (default: DM_PUBLIC_API_KEY, the widget's). */
  apiKeys?: readonly string[];
  /** 000 §8: every call answers 420 while true (also CANOPY_MAINTENANCE=1 or the admin flag). */
  maintenance?: boolean;
  env?: Record<string, string | undefined>;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/** What every route handler gets. */
export interface MerchandisingContext {
  db: Kysely<Database>;
  menus: MenuIndexCache;
  ranking: Ranking;
  budtender: Budtender;
  authenticate: (c: Context) => Promise<number | null>;
  tokens: EngagementTokens;
  answered: AnsweredProducts;
  /** The products of a row as cards (a call whose search_attributes asks for no more: asksForCards), their JSON kept per index and shared with the menu's card pages (menuCards). */
  cards: RecordsJson;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import pg from 'pg';
import type { Kysely, KyselyPlugin } from 'kysely';
import { openDatabase, type Database, type Dialect, type StoreData } from '../../../../demo-host/db';
import { seedDatabase } from '../../../../demo-host/seed';
import { createCommerceApi, type Authenticator, type CommerceConfig, type Mailer } from '../../../../demo-host/commerce';
import type { WebhookTuning } from '../../../../demo-host/admin/webhooks';
import type { HostConfig } from '../../../../demo-host/config';
import { createHostApi, type HostApi } from '../../../../demo-host/server/hostApi';

/** Wednesday 18 Nov 2026, 12:00 in Los Angeles (store 1's zone): store 1 is open for every mode. */
export const NOON_LA = new Date('2026-11-18T20:00:00.000Z');
export const TEST_SECRET = 'test-secret-0123456789abcdef-0123456789';
/** scrypt at N=2^10 for the API under test: the routes hash as in production, in milliseconds, not a loaded core's seconds. */
export const TEST_PASSWORD_COST = { n: 1024 };
/** The host's public origin in the harness's configuration: every link in its mail starts with it. */
export const HARNESS_ORIGIN = 'https://canopy.example';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Harness {
  app: Hono;
  /** The commerce API's authenticator, as the host hands it to the catalogue API. */
  authenticate: Authenticator;
  /** The API's mailer: `idle()` waits for mail still being delivered over SMTP. */
  mailer: Mailer;
  db: Kysely<Database>;
  dialect: Dialect;
  dir: string;
  clock: { now: Date };
  /** The PostgreSQL scratch database's URL, when on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Closes the database connection only (another process takes over); close() still cleans up. */
  release(): Promise<void>;
  /** `ip`: the client's address, as @hono/node-server hands the socket to the app (none by default, as app.request()). */
  call<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; query?: Record<string, string | number>; ip?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  close(): Promise<void>;
}

/**
 * A throwaway DATA_DIR with a small seed (2 stores), the commerce API over it and a settable clock.
 * With DATABASE_URL set the same runs on PostgreSQL, in a fresh database; `databaseUrl: null` forces SQLite.
 */
export async function openHarness(
  options: { databaseUrl?: string | null; stores?: number; plugin?: KyselyPlugin } & Pick<CommerceConfig, 'mail' | 'signInProviders'> = {},
): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-commerce-'));
  const url = options.databaseUrl === null ? undefined : (options.databaseUrl ?? process.env.DATABASE_URL);
  const scratch = url ? await createScratchDatabase(url) : null;
  const opened = await openDatabase({ dataDir: dir, databaseUrl: scratch?.url });
  await seedDatabase(opened.db, { stores: options.stores ?? 2, products: 100 });
  const clock = { now: NOON_LA };
  // `plugin` sees every statement the API runs (statementCount.ts), not the seeding's.
  const apiDb = options.plugin ? opened.db.withPlugin(options.plugin) : opened.db;
  const { app, authenticate, mailer } = createCommerceApi({
    db: apiDb,
    dialect: opened.dialect,
    config: {
      dataDir: dir,
      secret: TEST_SECRET,
      now: () => clock.now,
      passwordCost: TEST_PASSWORD_COST,
      publicOrigin: HARNESS_ORIGIN,
      mail: options.mail,
      signInProviders: options.signInProviders,
    },
  });
  const call = appCaller(app);
  let released = false;
  const release = async () => {
    if (!released) await opened.close();
    released = true;
  };
  return {
    app,
    authenticate,
    mailer,
    db: opened.db,
    dialect: opened.dialect,
    dir,
    clock,
    databaseUrl: scratch?.url,
    release,
    call,
    async close() {
      await mailer.idle();
      await release();
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Harness.call over any app: another API over the harness's database stands for another host instance. */
export function appCaller(app: Hono): Harness['call'] {
  return async (method, path, o = {}) => {
    const query = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : '';
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const response = await app.request(
      `${path}${query}`,
      { method, headers, body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body) },
      o.ip ? { incoming: { socket: { remoteAddress: o.ip } } } : undefined,
    );
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: body as never, headers: response.headers };
  };
}

/** A fresh PostgreSQL database on the server of `url`, dropped again by `drop`. */
export async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `canopy_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // Without force: the pool's connections finish closing first (force would kill them mid-close).
      for (let attempt = 0; ; attempt += 1) {
        try {
          await c.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await c.end();
    },
  };
}

/** Changes a store's settings (data JSON, money in cents) for one test's needs. */
export async function patchStore(db: Kysely<Database>, id: number, changes: Partial<StoreData>, columns: Record<string, unknown> = {}): Promise<void> {
  const row = await db.selectFrom('stores').select('data').where('id', '=', id).executeTakeFirstOrThrow();
  await db
    .updateTable('stores')
    .set({ data: JSON.stringify({ ...JSON.parse(row.data), ...changes }), ...columns })
    .where('id', '=', id)
    .execute();
}

export interface MenuPick {
  product_id: number;
  price_id: string;
  price: number;
  kind: string;
  max: number;
}

/** Menu products of a store with one available weight each, filtered by kind. */
export async function menuPicks(db: Kysely<Database>, storeId: number, kinds?: string[]): Promise<MenuPick[]> {
  let q = db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .selectAll('m')
    .select('p.kind')
    .where('m.store_id', '=', storeId)
    .where('m.visible', '=', 1);
  if (kinds) q = q.where('p.kind', 'in', kinds);
  const rows = await q.orderBy('m.product_id').execute();
  return rows.flatMap((r) => {
    const data = JSON.parse(r.data) as { inventories: { price_id: string; quantity: number }[]; max_cart_quantity_by_weight: Record<string, number> };
    const inv = data.inventories.find((i) => i.quantity >= 5 && (r as Record<string, unknown>)[`price_${i.price_id}`] != null);
    if (!inv) return [];
    return [
      {
        product_id: r.product_id,
        price_id: inv.price_id,
        price: (r as unknown as Record<string, number>)[`price_${inv.price_id}`],
        kind: r.kind,
        max: data.max_cart_quantity_by_weight[inv.price_id] ?? r.max_cart_quantity,
      },
    ];
  });
}

export function addBody(storeId: number, pick: { product_id: number; price_id: string }, count = 1, cartUuid?: string) {
  return {
    app_mode: 'default',
    app_mode_name: null,
    cart_uuid: cartUuid ?? null,
    j_device_id: 'device-abcdefghijklmno',
    product: { count, price_id: pick.price_id, product_id: pick.product_id, recommended: false },
    store_id: storeId,
    tags: [],
    user_agent: 'vitest',
  };
}

/** Registers a user and answers the token. */
export async function register(h: Harness, email: string, extra: Record<string, unknown> = {}): Promise<{ token: string; id: number }> {
  const r = await h.call('POST', '/users', { body: { user: { email, password: 'correct horse battery', ...extra } } });
  if (r.status !== 201) throw new Error(`register ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return { token: r.body.token, id: r.body.user.id };
}

/**
 * The whole /api/v1 as the host mounts it (the catalogue API's middleware before the commerce routes), over the
 * harness's database (or `db`, e.g. one that counts statements), with a test host configuration.
 */
/** A host-wide admin token for tests that call the admin API (hostApiOver's adminToken option). */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface HostApiOptions {
  db?: Kysely<Database>;
  partnerOrigins?: string[];
  maintenance?: boolean;
  hostOrigin?: string;
  adminToken?: string;
  /** CANOPY_WEBHOOK_URL and its secret, and the webhook worker's clock and waits (the webhook tests). */
  webhook?: HostConfig['webhook'];
  webhookTuning?: WebhookTuning;
}

export function hostApiOver(h: Harness, options: HostApiOptions = {}): Hono {
  return hostOver(h, options).app;
}

/** hostApiOver's whole answer: the API, and its reservation events (the admin API's webhooks and Orders page). */
export function hostOver(h: Harness, options: HostApiOptions = {}): HostApi {
  const config: HostConfig = {
    port: 0,
    demoPort: 0,
    hostOrigin: options.hostOrigin ?? 'http://localhost',
    demoOrigin: 'http://localhost',
    partnerOrigins: options.partnerOrigins ?? [],
    dataDir: h.dir,
    databaseUrl: undefined,
    projectRoot: h.dir,
    maintenance: options.maintenance ?? false,
    mail: {},
    adminToken: options.adminToken,
    webhook: options.webhook,
  };
  return createHostApi({ database: { db: options.db ?? h.db, dialect: h.dialect, close: async () => {} }, config, webhookTuning: options.webhookTuning, secret: TEST_SECRET });
}

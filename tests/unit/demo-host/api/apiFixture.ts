import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { seedDatabase, type CatalogueOptions } from '../../../../demo-host/seed';
import { createApi, type ApiConfig, type ApiDeps } from '../../../../demo-host/api';
import { apiNotFound } from '../../../../demo-host/http';

export const PARTNER_ORIGIN = 'https://partner.example';
/** A smaller catalogue than the default (store 2 keeps being the biggest), so each file seeds in about a second. */
export const TEST_CATALOGUE: CatalogueOptions = { stores: 8, products: 1200 };

type Overrides = Partial<Omit<ApiDeps, 'db' | 'dialect' | 'config'>> & { config?: Partial<ApiConfig> };

export interface SeededApi {
  /** The API mounted at /api/v1 as the host mounts it. */
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; response: Response }>;
  opened: OpenedDatabase;
  /** Another API over the same database with other settings (maintenance, auth, CORS). */
  withApi(overrides: Overrides): SeededApi;
  close(): Promise<void>;
}

function mount(opened: OpenedDatabase, deps: Overrides) {
  const api = createApi({
    db: opened.db,
    dialect: opened.dialect,
    env: {},
    log: () => {},
    ...deps,
    config: { partnerOrigins: [PARTNER_ORIGIN], ...deps.config },
  });
  // As the host mounts it (demo-host/server): the API, then the JSON 404 for unknown API paths.
  return new Hono().route('/api/v1', api).all('/api/v1/*', apiNotFound);
}

/**
 * Opens a throwaway database — a temp DATA_DIR on SQLite, or (with DATABASE_URL) a fresh database on that
 * PostgreSQL server — seeds the test catalogue once, and serves the API in-process via app.request().
 */
export async function openSeededApi(options: CatalogueOptions = TEST_CATALOGUE): Promise<SeededApi> {
  const databaseUrl = process.env.DATABASE_URL;
  let cleanup: () => Promise<void>;
  let databaseOptions: Parameters<typeof openDatabase>[0];
  if (databaseUrl) {
    // A throwaway database per file: a schema of its own is not enough, because Kysely's migrator finds its
    // lock table in any schema (e.g. public, migrated by another suite) and then misses it on search_path.
    const name = `canopy_api_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    databaseOptions = { databaseUrl: url.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'canopy-api-test-'));
    databaseOptions = { dataDir: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  let opened: OpenedDatabase | undefined;
  try {
    opened = await openDatabase(databaseOptions);
    await seedDatabase(opened.db, options);
  } catch (error) {
    await opened?.close();
    await cleanup();
    throw error;
  }
  const database = opened;
  const make = (deps: Overrides): SeededApi => {
    const app = mount(database, deps);
    const request = async (path: string, init?: RequestInit) => app.request(`/api/v1${path}`, init);
    return {
      request,
      async json(path, init) {
        const response = await request(path, init);
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : null, response };
      },
      opened: database,
      withApi: (overrides) => make({ ...deps, ...overrides, config: { ...deps.config, ...overrides.config } }),
      async close() {
        await database.close();
        await cleanup();
      },
    };
  };
  return make({});
}

/** A test double for the commerce API's accounts: `Authorization: Bearer user-<id>` signs in as that user. */
export function bearerUser(c: Context): number | null {
  const match = /^Bearer user-(\d+)$/.exec(c.req.header('Authorization') ?? '');
  return match ? Number(match[1]) : null;
}

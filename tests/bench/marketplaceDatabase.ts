// The marketplace bench's database (DESIGN §3: 1,000,000 menu rows, 500 stores, on PostgreSQL): a database of its own
// on the DATABASE_URL server, seeded once with `npm run seed -- --stores 500 --products 2000`'s catalogue and reused
// while it still has that shape. Seeding takes about two minutes; reusing it, a second. A database is reused only when
// its row counts are the expected ones and it carries the signature of the seed that wrote it (the options, the seed's
// code and the migrations), so a change to either seeds it anew.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../../demo-host/db';
import { DEFAULT_SEED, type CatalogueOptions } from '../../demo-host/seed/buildCatalogue';
import { seedDatabase } from '../../demo-host/seed';
import { ROOT } from '../unit/demo-host/server/builtHost';

/** Which database, and how many stores of how many menu products each. */
export interface MarketplaceShape {
  database: string;
  stores: number;
  productsPerStore: number;
}

/** DESIGN §3's marketplace: `npm run seed -- --stores 500 --products 2000`. */
export const MARKETPLACE: MarketplaceShape = { database: 'canopy_bench_marketplace', stores: 500, productsPerStore: 2000 };

const SIGNATURE_TABLE = 'canopy_bench_seed_signature';
// The seed command's own files read flags and write no row: a change to them keeps the rows.
const FLAG_PARSING = ['cli.ts', 'seedArgs.ts'];
const optionsOf = (shape: MarketplaceShape): CatalogueOptions => ({ stores: shape.stores, productsPerStore: shape.productsPerStore, seed: DEFAULT_SEED });

export interface MarketplaceDatabase {
  url: string;
  /** Whether this run seeded it (else it was reused), and how long that or the check took. */
  seeded: boolean;
  ms: number;
}

/** The options and every source file the rows come from: the seed's code and the migrations. */
export function seedSignature(options: CatalogueOptions): string {
  const hash = createHash('sha256').update(JSON.stringify(options));
  for (const folder of ['demo-host/seed', 'demo-host/db/migrations']) {
    const sources = readdirSync(join(ROOT, folder))
      .filter((file) => !FLAG_PARSING.includes(file))
      .sort();
    for (const file of sources) hash.update(file).update(readFileSync(join(ROOT, folder, file)));
  }
  return hash.digest('hex');
}

async function hasExpectedShape(db: Kysely<Database>, shape: MarketplaceShape, signature: string): Promise<boolean> {
  const recorded = await sql<{ signature: string }>`select signature from ${sql.table(SIGNATURE_TABLE)}`.execute(db).catch(() => null);
  if (recorded?.rows[0]?.signature !== signature) return false;
  const stores = await db
    .selectFrom('stores')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const menus = await sql<{ stores: string; least: number; most: number }>`
    select count(*) as stores, min(n) as least, max(n) as most from (select count(*) as n from menu_products group by store_id) per_store`.execute(db);
  const perStore = menus.rows[0];
  return [stores.n, perStore.stores].every((n) => Number(n) === shape.stores) && [perStore.least, perStore.most].every((n) => Number(n) === shape.productsPerStore);
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens the marketplace database, seeding it (dropped and created anew) unless it already holds the expected rows. */
export async function marketplaceDatabase(serverUrl: string, log: (line: string) => void, shape = MARKETPLACE): Promise<MarketplaceDatabase> {
  const started = performance.now();
  const url = new URL(serverUrl);
  url.pathname = `/${shape.database}`;
  const options = optionsOf(shape);
  const signature = seedSignature(options);
  const existing = await openDatabase({ databaseUrl: url.toString(), migrate: false }).catch(() => null);
  const reusable = existing ? await hasExpectedShape(existing.db, shape, signature).catch(() => false) : false;
  await existing?.close();
  if (reusable) return { url: url.toString(), seeded: false, ms: performance.now() - started };

  log(`marketplace: seeding ${shape.database} with ${shape.stores} stores × ${shape.productsPerStore} menu products`);
  await admin(serverUrl, `drop database if exists ${shape.database}`);
  await admin(serverUrl, `create database ${shape.database}`);
  const opened = await openDatabase({ databaseUrl: url.toString() });
  try {
    await seedDatabase(opened.db, options);
    await sql`analyze`.execute(opened.db);
    // Written last: a seed cut short leaves no signature, and the next run seeds again.
    await sql`create table ${sql.table(SIGNATURE_TABLE)} (signature text not null)`.execute(opened.db);
    await sql`insert into ${sql.table(SIGNATURE_TABLE)} (signature) values (${signature})`.execute(opened.db);
  } finally {
    await opened.close();
  }
  return { url: url.toString(), seeded: true, ms: performance.now() - started };
}

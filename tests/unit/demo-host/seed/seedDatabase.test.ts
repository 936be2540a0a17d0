import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { healthCheck, openDatabase, type Database, type OpenedDatabase, type TableName } from '../../../../demo-host/db';
import { BIG_STORE_ID, ensureSeeded, seedDatabase } from '../../../../demo-host/seed';

const CATALOGUE_TABLES: TableName[] = ['stores', 'brands', 'products', 'menu_products', 'specials', 'brand_specials', 'reviews', 'promo_codes'];

async function rowsHash(db: Kysely<Database>): Promise<string> {
  const h = createHash('sha256');
  for (const table of CATALOGUE_TABLES) {
    const rows = await db.selectFrom(table).selectAll().orderBy('id').execute();
    // Numbers are normalised so both drivers hash alike (pg returns double precision as number too).
    h.update(table).update(JSON.stringify(rows));
  }
  return h.digest('hex');
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function sqlite(): Promise<OpenedDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-seed-'));
  const o = await openDatabase({ dataDir: dir });
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => o.close(),
  );
  return o;
}

async function count(db: Kysely<Database>, table: TableName, where?: [string, number]): Promise<number> {
  let q = db.selectFrom(table).select(sql<string>`count(*)`.as('n'));
  if (where) q = q.where(sql.ref(where[0]), '=', where[1]);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

describe('seedDatabase on SQLite', () => {
  test('the same seed writes the same rows into two databases', async () => {
    const [a, b] = [await sqlite(), await sqlite()];
    await seedDatabase(a.db, { stores: 3, products: 300, seed: 5 });
    await seedDatabase(b.db, { stores: 3, products: 300, seed: 5 });
    expect(await rowsHash(a.db)).toBe(await rowsHash(b.db));
  }, 30_000);

  test('the default catalogue seeds in under 15 s with store 2 at exactly 5,000 menu products', async () => {
    const o = await sqlite();
    const summary = await seedDatabase(o.db);
    console.info(`default seed on SQLite: ${summary.ms} ms`, summary);
    expect(summary.ms).toBeLessThan(15_000);
    expect(await count(o.db, 'menu_products', ['store_id', BIG_STORE_ID])).toBe(5000);
    expect(await count(o.db, 'stores')).toBe(summary.stores);
    expect(await count(o.db, 'menu_products')).toBe(summary.menuProducts);
    expect(await count(o.db, 'reviews')).toBe(summary.reviews);
    expect(await count(o.db, 'promo_codes')).toBe(summary.promoCodes);
    // Rows created at run time continue after the seeded ids.
    const next = await o.db
      .insertInto('brands')
      .values({ uuid: 'new', name: 'New', logo_url: null, description: '', color_hex: null, rank: 1, data: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(summary.brands + 1);
  }, 60_000);

  test('ensureSeeded seeds an empty database once and leaves a seeded one alone', async () => {
    const o = await sqlite();
    expect(await ensureSeeded(o.db, { stores: 2, products: 250 })).toMatchObject({ stores: 2 });
    expect(await ensureSeeded(o.db, { stores: 2, products: 250 })).toBeNull();
    expect(await count(o.db, 'stores')).toBe(2);
  });

  test('ensureSeeded gives a database seeded before migration 0004 the demo promo codes, once', async () => {
    const o = await sqlite();
    await seedDatabase(o.db, { stores: 2, products: 250 });
    await o.db.deleteFrom('promo_codes').execute();
    expect(await ensureSeeded(o.db)).toBeNull();
    const codes = await o.db.selectFrom('promo_codes').select(['store_id', 'code']).orderBy('id').execute();
    expect(codes).toEqual([
      { store_id: 1, code: 'WELCOME10' },
      { store_id: 1, code: 'SAVE5' },
      { store_id: 1, code: 'SUMMER25' },
      { store_id: 2, code: 'BIGBAG15' },
    ]);
    expect(await ensureSeeded(o.db)).toBeNull();
    expect(await count(o.db, 'promo_codes')).toBe(4);
  });

  // docs/api-commerce.md § CRM: the demo member QA and the e2e link with a code, with 400 points, linked to no account.
  const demoMember = async (db: Kysely<Database>) =>
    db
      .selectFrom('loyalty_members as m')
      .innerJoin('loyalty_ledger as l', 'l.member_id', 'm.id')
      .select(['m.store_id', 'm.crm_member_id', 'm.email', 'm.user_id', 'l.kind', 'l.points'])
      .execute();

  test('the seed makes the demo loyalty member of store 1 with 400 points, and ensureSeeded gives one to a database seeded before migration 0012, once', async () => {
    const o = await sqlite();
    const summary = await seedDatabase(o.db, { stores: 2, products: 250 });
    expect(summary.loyaltyMembers).toBe(1);
    const member = [{ store_id: 1, crm_member_id: 'DEMO-1001', email: 'demo-member@example.com', user_id: null, kind: 'adjusted', points: 400 }];
    expect(await demoMember(o.db)).toEqual(member);
    await o.db.deleteFrom('loyalty_members').execute();
    expect(await ensureSeeded(o.db)).toBeNull();
    expect(await ensureSeeded(o.db)).toBeNull();
    expect(await demoMember(o.db)).toEqual(member);
  });
});

// Runs only when DATABASE_URL names a PostgreSQL database; works in a schema of its own (dropped at the
// end) so it can share the database with other test files running in parallel.
describe.runIf(Boolean(process.env.DATABASE_URL))('seedDatabase on PostgreSQL', () => {
  test('the same migrations and seed run, give the same rows as SQLite, and sequences continue after the seeded ids', async () => {
    const schema = `seed_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const o = await openDatabase({ databaseUrl: url.toString() });
    cleanups.push(() => o.close());
    expect(o.dialect).toBe('postgres');
    expect(await healthCheck(o.db)).toBe(true);
    const tables = (await o.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining([...CATALOGUE_TABLES, 'users', 'sessions', 'documents', 'carts', 'cart_products', 'reservations']));
    const summary = await seedDatabase(o.db, { stores: 3, products: 300, seed: 5 });
    const lite = await sqlite();
    await seedDatabase(lite.db, { stores: 3, products: 300, seed: 5 });
    expect(await rowsHash(o.db)).toBe(await rowsHash(lite.db));
    const next = await o.db
      .insertInto('reviews')
      .values({
        product_id: 1,
        store_id: null,
        user_id: null,
        rating: 5,
        comment: null,
        nickname: 'x',
        avatar: null,
        feelings_json: '[]',
        activities_json: '[]',
        upvote_count: 0,
        hidden: 0,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(summary.reviews + 1);
    const code = await o.db
      .insertInto('promo_codes')
      .values({
        store_id: 1,
        code: 'LATER',
        discount_type: 'percent',
        discount_percent: 5,
        discount_dollar_amount_cents: null,
        cart_minimum_cents: null,
        start_time: null,
        end_time: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(code.id).toBe(summary.promoCodes + 1);
  }, 60_000);
});

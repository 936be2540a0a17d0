import { PostgresAdapter, type Kysely } from 'kysely';
import { resetSequences, type Database, type TableName } from '../db';
import { planCatalogue, type CatalogueOptions } from './buildCatalogue';
import { buildPromoCodes } from './promoCodes';
import { seedDemoMember } from './loyaltyMembers';

export interface SeedSummary {
  stores: number;
  brands: number;
  products: number;
  menuProducts: number;
  specials: number;
  brandSpecials: number;
  reviews: number;
  promoCodes: number;
  /** The demo loyalty member (seed/loyaltyMembers.ts): 1 when store 1 has a program. */
  loyaltyMembers: number;
  /** Wall time of build + insert, in ms. */
  ms: number;
}

// Bound parameters per statement: SQLite allows 32,766, PostgreSQL 65,535.
const MAX_PARAMETERS = 30_000;

type ColumnsOf = (table: TableName) => ReadonlySet<string>;

/**
 * The columns each table has in this database. A database migrated only part of the way (a migration test seeds one,
 * then runs the migration under test) lacks the columns of later migrations: the seed writes the columns it has, and
 * those migrations' defaults fill the rest when they run.
 */
async function tableColumns(db: Kysely<Database>): Promise<ColumnsOf> {
  const tables = await db.introspection.getTables();
  const byName = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  return (table) => byName.get(table) ?? new Set();
}

async function insertAll(db: Kysely<Database>, table: TableName, items: readonly Record<string, unknown>[], columnsOf: ColumnsOf): Promise<void> {
  if (items.length === 0) return;
  const columns = columnsOf(table);
  const rows = Object.keys(items[0]).every((key) => columns.has(key)) ? items : items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => columns.has(key))));
  const perRow = Object.keys(rows[0]).length;
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

const withData = <R extends { data: string }>(item: { row: R; data: unknown }): R => ({ ...item.row, data: JSON.stringify(item.data) });

/**
 * Builds the sample catalogue (DESIGN §1.1) and inserts it in one transaction, one store's menu at a time so a
 * million menu rows never sit in memory together. The tables must be empty: seeding twice would collide on ids
 * (use ensureSeeded on start).
 */
export async function seedDatabase(db: Kysely<Database>, options: CatalogueOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const c = planCatalogue(options);
  const columnsOf = await tableColumns(db);
  const counts = { specials: 0, menuProducts: 0 };
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'stores', c.stores.map(withData), columnsOf);
    await insertAll(trx, 'brands', c.brands.map(withData), columnsOf);
    await insertAll(trx, 'products', c.products.map(withData), columnsOf);
    await insertAll(trx, 'brand_specials', c.brandSpecials.map(withData), columnsOf);
    for (const { store, specials, menuProducts } of c.storeMenus()) {
      await insertAll(trx, 'specials', specials.map(withData), columnsOf);
      await insertAll(trx, 'menu_products', menuProducts.map(withData), columnsOf);
      // The store's product_count is known once its menu is built; its row had to be in first for the menu's key.
      await trx
        .updateTable('stores')
        .set({ data: JSON.stringify(store.data) })
        .where('id', '=', store.row.id)
        .execute();
      counts.specials += specials.length;
      counts.menuProducts += menuProducts.length;
    }
    await insertAll(trx, 'reviews', c.reviews, columnsOf);
    await insertAll(trx, 'promo_codes', c.promoCodes, columnsOf);
  });
  const loyaltyMembers = await seedDemoMember(db, new Date().toISOString());
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  await resetSequences(db, dialect);
  return {
    stores: c.stores.length,
    brands: c.brands.length,
    products: c.products.length,
    menuProducts: counts.menuProducts,
    specials: counts.specials,
    brandSpecials: c.brandSpecials.length,
    reviews: c.reviews.length,
    promoCodes: c.promoCodes.length,
    loyaltyMembers,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Seeds the default catalogue when the database has no store yet (first start). Returns null when it had;
 * then a database seeded before migration 0004 (no promo code at all) gets the demo codes of its stores, and one
 * seeded before migration 0012 the demo loyalty member.
 */
export async function ensureSeeded(db: Kysely<Database>, options: CatalogueOptions = {}): Promise<SeedSummary | null> {
  const existing = await db.selectFrom('stores').select('id').limit(1).executeTakeFirst();
  if (!existing) return seedDatabase(db, options);
  const anyCode = await db.selectFrom('promo_codes').select('id').limit(1).executeTakeFirst();
  if (!anyCode) {
    const storeIds = (await db.selectFrom('stores').select('id').execute()).map((s) => s.id);
    await insertAll(db, 'promo_codes', buildPromoCodes(storeIds), await tableColumns(db));
    await resetSequences(db, db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
  }
  await seedDemoMember(db, new Date().toISOString());
  return null;
}

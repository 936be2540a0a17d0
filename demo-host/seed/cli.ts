// npm run seed -- [--stores N] [--products M] [--seed S] [--data-dir DIR]
// Rebuilds the database under DATA_DIR (or DATABASE_URL) with a catalogue of the given size.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest } from '../db';
import { seedDatabase } from './seedDatabase';

const USAGE = 'usage: npm run seed -- [--stores N] [--products M] [--seed S] [--data-dir DIR]';

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} expects a positive integer, got '${value}'\n${USAGE}`);
  return n;
}

const TABLES_NEWEST_FIRST = [
  'dm_sessions',
  'dm_insights',
  'dm_engagements',
  'mfa_challenges',
  'error_reports',
  'host_flags',
  'menu_product_changes',
  'menu_product_sequences',
  'attempt_slots',
  'loyalty_auth_codes',
  'loyalty_ledger',
  'loyalty_members',
  'menu_versions',
  'store_notifications',
  'webhook_deliveries',
  'operator_tokens',
  'promo_code_uses',
  'promo_codes',
  'password_resets',
  'outbox',
  'reservations',
  'cart_products',
  'carts',
  'documents',
  'sessions',
  'users',
  'reviews',
  'menu_products',
  'brand_specials',
  'specials',
  'products',
  'brands',
  'stores',
  'kysely_migration',
  'kysely_migration_lock',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stores: { type: 'string' },
      products: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const options = {
    stores: positiveInt('stores', values.stores),
    products: positiveInt('products', values.products),
    seed: positiveInt('seed', values.seed),
  };
  const opened = await openDatabase({
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? '.data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    migrate: false,
  });
  try {
    // Start from empty tables: drop everything and migrate again, so the command can be re-run.
    for (const table of TABLES_NEWEST_FIRST) await sql`drop table if exists ${sql.table(table)}`.execute(opened.db);
    await migrateToLatest(opened.db, opened.dialect);
    const summary = await seedDatabase(opened.db, options);
    console.log(`seeded ${opened.dialect}:`, summary);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

import { sql, type Kysely } from 'kysely';
import { migrateToLatest, type Database, type Dialect } from '../db';

// Every table the migrations create, each before the tables it references, so the drops succeed on SQLite
// (foreign keys on) and PostgreSQL alike. tests/unit/demo-host/seed/resetDatabase.test.ts compares it with the
// tables of a freshly migrated database: a migration's new table must be added here.
export const TABLES_NEWEST_FIRST = [
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
] as const;

/** Empties the database the seed rebuilds: drops every table and migrates again, so `npm run seed` can be re-run. */
export async function resetDatabase(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  for (const table of TABLES_NEWEST_FIRST) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await migrateToLatest(db, dialect);
}

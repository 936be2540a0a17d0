import { sql, type Kysely } from 'kysely';
import type { Dialect } from './columns';
import type { Database, TableName } from './tables';

const TABLES_WITH_SERIAL_ID: TableName[] = [
  'stores',
  'brands',
  'products',
  'menu_products',
  'specials',
  'brand_specials',
  'reviews',
  'users',
  'carts',
  'reservations',
  'outbox',
  'promo_codes',
];

/**
 * PostgreSQL serial sequences do not move when rows are inserted with explicit ids (the seed does), so the
 * next run-time insert would collide. SQLite's AUTOINCREMENT already continues after the largest id.
 */
export async function resetSequences(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of TABLES_WITH_SERIAL_ID) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

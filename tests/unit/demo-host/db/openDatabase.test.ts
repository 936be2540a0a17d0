import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { healthCheck, migrations, openDatabase, SQLITE_FILE_NAME, type OpenedDatabase } from '../../../../demo-host/db';

const opened: OpenedDatabase[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const o of opened.splice(0)) await o.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function throwawayDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-db-'));
  dirs.push(dir);
  return dir;
}

const TABLES = [
  'stores', 'brands', 'products', 'menu_products', 'specials', 'brand_specials', 'reviews',
  'users', 'sessions', 'documents', 'carts', 'cart_products', 'reservations', 'outbox', 'password_resets', 'promo_codes',
];

describe('openDatabase on SQLite', () => {
  test('creates the file under dataDir, runs every migration and answers the health check', async () => {
    const dir = join(throwawayDir(), 'nested');
    const o = await openDatabase({ dataDir: dir });
    opened.push(o);
    expect(o.dialect).toBe('sqlite');
    expect(existsSync(join(dir, SQLITE_FILE_NAME))).toBe(true);
    const tables = (await o.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(TABLES));
    expect(await healthCheck(o.db)).toBe(true);
  });

  test('uses WAL and enforces foreign keys', async () => {
    const o = await openDatabase({ dataDir: throwawayDir() });
    opened.push(o);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(o.db);
    expect(rows[0].journal_mode).toBe('wal');
    await expect(
      o.db.insertInto('cart_products')
        .values({ cart_id: 999, product_id: 999, price_id: 'each', count: 1, recommended: 0, created_at: 'x' })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  test('re-opening an existing database runs no migration twice', async () => {
    const dir = throwawayDir();
    opened.push(await openDatabase({ dataDir: dir }));
    await opened.pop()!.close();
    const again = await openDatabase({ dataDir: dir });
    opened.push(again);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(again.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations('sqlite')));
  });

  test('health check is false once the database is closed', async () => {
    const o = await openDatabase({ dataDir: throwawayDir() });
    await o.close();
    expect(await healthCheck(o.db)).toBe(false);
  });
});

// The PostgreSQL run of the same migrations is in ../seed/seedDatabase.test.ts: one file owns the
// throwaway database so parallel test files never drop each other's tables.

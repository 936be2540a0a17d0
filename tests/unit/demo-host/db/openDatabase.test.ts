import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  'stores',
  'brands',
  'products',
  'menu_products',
  'specials',
  'brand_specials',
  'reviews',
  'users',
  'sessions',
  'documents',
  'carts',
  'cart_products',
  'reservations',
  'outbox',
  'password_resets',
  'promo_codes',
  'operator_tokens',
  'menu_versions',
  'webhook_deliveries',
  'store_notifications',
  'loyalty_members',
  'loyalty_ledger',
  'loyalty_auth_codes',
  'attempt_slots',
  'menu_product_sequences',
  'menu_product_changes',
  'host_flags',
  'error_reports',
  'mfa_challenges',
  'dm_engagements',
  'dm_insights',
  'dm_sessions',
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
    await expect(o.db.insertInto('cart_products').values({ cart_id: 999, product_id: 999, price_id: 'each', count: 1, recommended: 0, created_at: 'x' }).execute()).rejects.toThrow(
      /FOREIGN KEY/,
    );
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

  // The database holds shoppers' accounts and reservations: only the host's own user may read it.
  test('creates the data folder 0700 and the database files, -wal and -shm included, 0600, without touching the umask', async () => {
    const dir = join(throwawayDir(), 'data');
    const umask = process.umask();
    const o = await openDatabase({ dataDir: dir });
    opened.push(o);
    await sql`create table if not exists mode_probe (x int)`.execute(o.db);
    await sql`insert into mode_probe values (1)`.execute(o.db);
    expect(process.umask()).toBe(umask);
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(dir)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(dir, `${SQLITE_FILE_NAME}${suffix}`);
      expect(existsSync(file), file).toBe(true);
      expect(modeOf(file), file).toBe(0o600);
    }
  });

  test('an older database file readable by others is made private on open', async () => {
    const dir = throwawayDir();
    const first = await openDatabase({ dataDir: dir });
    await first.close();
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(dir, `${SQLITE_FILE_NAME}${suffix}`);
      if (!existsSync(file)) writeFileSync(file, '');
      chmodSync(file, 0o644);
    }
    opened.push(await openDatabase({ dataDir: dir }));
    for (const suffix of ['', '-wal', '-shm']) expect(statSync(join(dir, `${SQLITE_FILE_NAME}${suffix}`)).mode & 0o777).toBe(0o600);
  });

  test('an existing data folder keeps its mode (it may be shared, such as a mounted volume)', async () => {
    const dir = join(throwawayDir(), 'shared');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    opened.push(await openDatabase({ dataDir: dir }));
    expect(statSync(dir).mode & 0o777).toBe(0o755);
  });

  test('health check is false once the database is closed', async () => {
    const o = await openDatabase({ dataDir: throwawayDir() });
    await o.close();
    expect(await healthCheck(o.db)).toBe(false);
  });
});

// The PostgreSQL run of the same migrations is in ../seed/seedDatabase.test.ts: one file owns the
// throwaway database so parallel test files never drop each other's tables.

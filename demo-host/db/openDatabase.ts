import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { keptStatements } from './keptStatements';
import { preparedStatements } from './preparedStatements';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Dialect } from './columns';
import { migrationProvider } from './migrations';
import type { Database } from './tables';

export interface OpenDatabaseOptions {
  /** Folder for the SQLite file (DESIGN §1.1: DATA_DIR, default .data/). Ignored with databaseUrl. */
  dataDir?: string;
  /** postgres://… runs on PostgreSQL instead of the embedded SQLite. */
  databaseUrl?: string;
  /** Run migrations on open (default true). */
  migrate?: boolean;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'canopy.sqlite';

export class DatabaseError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseError';
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const pool = options.databaseUrl ? preparedStatements(new pg.Pool({ connectionString: options.databaseUrl, max: 10 })) : undefined;
  const db = new Kysely<Database>({
    dialect: pool ? new PostgresDialect({ pool }) : sqliteDialect(options.dataDir ?? '.data'),
  });
  if (options.migrate !== false) {
    try {
      await migrateToLatest(db, dialect);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  // Statements are prepared by name once the tables have their shape (preparedStatements.ts).
  pool?.prepareFromNowOn();
  return { db, dialect, close: () => db.destroy() };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new DatabaseError(`migration ${failed} failed on ${dialect}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

function sqliteDialect(dataDir: string): SqliteDialect {
  const file = createPrivately(dataDir);
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable against application crashes; only an OS crash can lose the last commits.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: keptStatements(database) });
}

/**
 * The database holds shoppers' accounts and reservations, so only the host's user may read it: a data folder made
 * here is 0700, the database file 0600 (SQLite gives its -wal and -shm files the main file's mode). A file of an
 * older version readable by others is made private; an existing folder keeps its mode (it may be a shared volume).
 * File modes, not the process umask, which other code relies on.
 */
function createPrivately(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SQLITE_FILE_NAME);
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
  return file;
}

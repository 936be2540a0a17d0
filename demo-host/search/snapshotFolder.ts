import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * Where a database's menu index snapshots go: a folder under `dataDir` named by the database's identity, so a
 * database made again at the same place (tests make many throwaway ones; a re-seeded demo) never reads the
 * snapshots of the one before, whose menu versions counted from 0 too. On SQLite the identity is the file's device,
 * inode and birth time; on PostgreSQL the cluster's system identifier and the database's oid (a dropped and
 * re-created database gets a new one). Null, and no snapshots, when neither can be read (an in-memory database).
 */
export async function snapshotFolder(db: Kysely<Database>, dataDir: string): Promise<string | null> {
  const identity = (await sqliteIdentity(db).catch(() => null)) ?? (await postgresIdentity(db).catch(() => null));
  return identity === null ? null : join(dataDir, 'menu-indexes', identity);
}

async function sqliteIdentity(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) return null;
  const facts = await stat(file, { bigint: true });
  return `sqlite-${facts.dev}-${facts.ino}-${facts.birthtimeNs || facts.ctimeNs}`;
}

async function postgresIdentity(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ system: string; oid: string }>`
    SELECT (SELECT system_identifier::text FROM pg_control_system()) AS system,
           (SELECT oid::text FROM pg_database WHERE datname = current_database()) AS oid`.execute(db);
  const row = rows[0];
  return row?.system && row.oid ? `postgres-${row.system}-${row.oid}` : null;
}

import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements a SQLite database keeps by their SQL (the app's query shapes, IN lists of each length). */
export const STATEMENTS_KEPT = 512;

/**
 * A better-sqlite3 database as Kysely's SqliteDialect uses it, each statement prepared once and kept by its SQL text,
 * the least recently used dropped past `kept`: Kysely prepares every query it runs afresh, and compiling a statement
 * (the menu records' join of four tables and some ninety columns most of all) was about a tenth of a page's records
 * read. A kept statement is safe to run again: Kysely runs one query at a time on SQLite's single connection, and
 * SQLite prepares a statement again by itself when the schema changed under it (a migration).
 */
export function keptStatements(database: SqliteDatabase, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      // A Map iterates in insertion order: the first key is the least recently used.
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

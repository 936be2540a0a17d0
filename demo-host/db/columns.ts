import type { CreateTableBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// The one place the two dialects differ in DDL: an auto-numbered primary key. The seed inserts explicit
// ids, so on PostgreSQL it moves the sequences past them afterwards (resetSequences).
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Floating point wide enough for lat/long on both (PostgreSQL `real` is 4 bytes). */
export const FLOAT = 'double precision' as const;

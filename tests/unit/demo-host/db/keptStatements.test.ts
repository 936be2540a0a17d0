import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { describe, expect, test } from 'vitest';
import { keptStatements, STATEMENTS_KEPT } from '../../../../demo-host/db/keptStatements';

// Kysely prepares every query afresh on SQLite; the host's database keeps each statement by its SQL. Counted, never timed.

/** An in-memory better-sqlite3 database, counting the statements it compiles. */
function counted() {
  const database = new BetterSqlite3(':memory:');
  const prepared: string[] = [];
  const spy: SqliteDatabase = {
    close: () => database.close(),
    prepare: (sql) => (prepared.push(sql), database.prepare(sql)),
  };
  return { database, prepared, spy };
}

describe('keptStatements', () => {
  test('a query run again is not compiled again, and answers as before', () => {
    const { database, prepared, spy } = counted();
    database.exec("create table t (id integer primary key, name text); insert into t values (1, 'a'), (2, 'b')");
    const kept = keptStatements(spy);
    const select = 'select name from t where id = ?';
    expect(kept.prepare(select).all([1])).toEqual([{ name: 'a' }]);
    expect(kept.prepare(select).all([2])).toEqual([{ name: 'b' }]);
    kept.prepare('insert into t (name) values (?)').run(['c']);
    kept.prepare('insert into t (name) values (?)').run(['d']);
    expect(prepared).toEqual([select, 'insert into t (name) values (?)']);
    expect(kept.prepare('select count(*) as n from t').all([])).toEqual([{ n: 4 }]);
  });

  test('a kept statement follows a schema changed under it (a migration)', () => {
    const { database, spy } = counted();
    database.exec('create table t (id integer primary key)');
    const kept = keptStatements(spy);
    kept.prepare('insert into t (id) values (?)').run([1]);
    expect(kept.prepare('select * from t').all([])).toEqual([{ id: 1 }]);
    database.exec("alter table t add column name text not null default 'x'");
    expect(kept.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'x' }]);
  });

  test(`keeps ${STATEMENTS_KEPT} by default, the least recently used dropped first`, () => {
    const { prepared, spy } = counted();
    const kept = keptStatements(spy, 2);
    kept.prepare('select 1');
    kept.prepare('select 2');
    kept.prepare('select 1'); // 2 is now the least recently used
    kept.prepare('select 3');
    kept.prepare('select 1');
    kept.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    expect(STATEMENTS_KEPT).toBe(512);
  });
});

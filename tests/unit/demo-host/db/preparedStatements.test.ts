import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { preparedStatements, statementName, type PreparedStatementsPool } from '../../../../demo-host/db/preparedStatements';
import { createScratchDatabase } from '../commerce/harness';

// On PostgreSQL the host runs each statement with parameters by name, prepared once per connection
// (db/preparedStatements.ts). Counted from the server's own view of the session's prepared statements, never timed.

const serverUrl = process.env.DATABASE_URL;

interface Prepared {
  name: string;
  runs: number;
}

describe.runIf(Boolean(serverUrl))('preparedStatements on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    const setup = new pg.Client({ connectionString: scratch.url });
    await setup.connect();
    await setup.query("create table t (id integer primary key, name text); insert into t values (1, 'a'), (2, 'b'), (3, 'c')");
    await setup.end();
  }, 60_000);
  afterAll(() => scratch?.drop());

  /** A Kysely over one connection at a time (the connection's prepared statements are the session's). */
  function open(perConnection?: number): { db: Kysely<unknown>; pool: PreparedStatementsPool } {
    const pool = preparedStatements(new pg.Pool({ connectionString: scratch.url, max: 1 }), perConnection);
    pool.prepareFromNowOn();
    return { db: new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), pool };
  }

  /** The statements the session prepared by name, with how many times each was planned (custom or generic). */
  async function preparedOf(db: Kysely<unknown>): Promise<Prepared[]> {
    const { rows } = await sql<Prepared>`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by name`.execute(db);
    return rows;
  }

  const selectName = (id: number) => sql<{ name: string }>`select name from t where id = ${id}`;
  const nameOf = (db: Kysely<unknown>, id: number) => selectName(id).execute(db);

  test('a statement run again is prepared once on its connection, by the hash of its text', async () => {
    const { db } = open();
    for (const id of [1, 2, 3, 1, 2, 3, 1, 2]) await nameOf(db, id);
    expect((await nameOf(db, 3)).rows).toEqual([{ name: 'c' }]);
    const text = selectName(1).compile(db).sql;
    expect(await preparedOf(db)).toEqual([{ name: statementName(text), runs: 9 }]);
    // A statement without parameters runs unnamed (the view's own read above, a transaction's begin and commit).
    await db.transaction().execute((trx) => nameOf(trx, 2));
    expect((await preparedOf(db)).map((p) => p.name)).toEqual([statementName(text)]);
    await db.destroy();
  });

  test('past its share of names a connection runs the rest unnamed and is replaced, its statements dropped', async () => {
    const { db } = open(2);
    const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;
    const first = await backend();
    await sql`select name from t where id = ${1}`.execute(db);
    await sql`select id from t where name = ${'a'}`.execute(db);
    expect((await sql<{ id: number }>`select id from t where id > ${1} order by id`.execute(db)).rows).toEqual([{ id: 2 }, { id: 3 }]);
    expect(await backend()).not.toBe(first);
    expect(await preparedOf(db)).toEqual([]);
    await db.destroy();
  });

  test('a statement whose table changed shape runs again unnamed, outside a transaction; inside, it fails', async () => {
    const { db } = open();
    const whole = (id: number) => sql<Record<string, unknown>>`select * from t where id = ${id}`.execute(db);
    expect((await whole(1)).rows).toEqual([{ id: 1, name: 'a' }]);
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    await other.query("alter table t add column colour text not null default 'green'");
    try {
      expect((await whole(1)).rows).toEqual([{ id: 1, name: 'a', colour: 'green' }]);
      expect((await whole(2)).rows).toEqual([{ id: 2, name: 'b', colour: 'green' }]);
      await other.query('alter table t drop column colour');
      await expect(db.transaction().execute((trx) => sql`select * from t where id = ${1}`.execute(trx))).rejects.toThrow(/cached plan must not change result type/);
      expect((await whole(3)).rows).toEqual([{ id: 3, name: 'c' }]);
    } finally {
      await other.query('alter table t drop column if exists colour');
      await other.end();
      await db.destroy();
    }
  });

  test('statements run unnamed until prepareFromNowOn (migrations first)', async () => {
    const pool = preparedStatements(new pg.Pool({ connectionString: scratch.url, max: 1 }));
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await nameOf(db, 1);
    expect(await preparedOf(db)).toEqual([]);
    pool.prepareFromNowOn();
    await nameOf(db, 1);
    expect((await preparedOf(db)).length).toBe(1);
    await db.destroy();
  });
});

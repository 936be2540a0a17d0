import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** How many named statements one PostgreSQL connection prepares before it is retired (closed on release, a fresh one opened). */
export const PREPARED_PER_CONNECTION = 256;

/** PostgreSQL's answer to a prepared statement whose tables changed shape under it (a migration added a column to a `*`). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/** The name a statement is prepared under on every connection: a hash of its SQL text, so one text is one name. */
export const statementName = (text: string) => `k_${createHash('sha1').update(text).digest('base64url')}`;

export interface PreparedStatementsPool extends PostgresPool {
  /** From now on, statements with parameters are prepared once per connection (after this process's migrations ran). */
  prepareFromNowOn(): void;
}

interface ClientState {
  /** The names this connection prepared. */
  prepared: Set<string>;
  /** Between a `begin` and its `commit` or `rollback`: a failed statement cannot be run again there. */
  inTransaction: boolean;
  /** Closed on release instead of going back to the pool: it reached PREPARED_PER_CONNECTION, or a statement's shape changed. */
  retire: boolean;
}

const TRANSACTION_START = /^(begin|start transaction)\b/i;
const TRANSACTION_END = /^(commit|rollback)$/i;

/**
 * A pg pool as Kysely's PostgresDialect uses it, each statement with parameters run by name (node-postgres'
 * `{ name, text, values }`): PostgreSQL parses it once per connection and, after a few runs, keeps a generic plan, so
 * the host's hot statements (the menu records' join of four tables and some ninety columns most of all) are no longer
 * parsed and planned on every request. A connection that prepared PREPARED_PER_CONNECTION names runs the rest unnamed
 * and is closed on release, which drops its statements (the pool opens a fresh one), so a host's prepared statements
 * stay bounded however many SQL texts it runs (IN lists of each length). Statements run unnamed until
 * prepareFromNowOn() (after migrations, which change tables' shapes); one whose tables changed shape since it was
 * prepared (another process migrated) is run again unnamed outside a transaction, its connection retired.
 */
export function preparedStatements(pool: pg.Pool, perConnection = PREPARED_PER_CONNECTION): PreparedStatementsPool {
  let preparing = false;
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const state: ClientState = { prepared: new Set(), inTransaction: false, retire: false };
    const run = (text: string, values: unknown[]) => {
      if (TRANSACTION_START.test(text)) state.inTransaction = true;
      else if (TRANSACTION_END.test(text)) state.inTransaction = false;
      const name = preparing && values.length > 0 ? nameFor(state, text, perConnection) : undefined;
      if (!name) return client.query(text, values);
      return client.query({ name, text, values }).catch((error: unknown) => {
        if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error;
        state.retire = true;
        if (state.inTransaction) throw error;
        return client.query(text, values);
      });
    };
    return {
      query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string' ? run(textOrCursor, [...(values ?? [])]) : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
      release: () => {
        if (state.retire) wrapped.delete(client);
        client.release(state.retire);
      },
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let facade = wrapped.get(client);
      if (!facade) wrapped.set(client, (facade = wrap(client)));
      return facade;
    },
    end: () => pool.end(),
    prepareFromNowOn: () => void (preparing = true),
  };
}

/** The statement's name on this connection, or none when it already holds its share of names (retired on release). */
function nameFor(state: ClientState, text: string, perConnection: number): string | undefined {
  const name = statementName(text);
  if (state.prepared.has(name)) return name;
  if (state.prepared.size >= perConnection) {
    state.retire = true;
    return undefined;
  }
  state.prepared.add(name);
  return name;
}

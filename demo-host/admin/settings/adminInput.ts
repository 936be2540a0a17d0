import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database, Dialect } from '../../db';
import { ApiError, jsonBody, parse } from '../../http';

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * Input the admin API validates (docs/api-admin.md): a 422 naming every field path that failed (`pickup_timing.interval`),
 * so an integration can tell a refused value from a malformed request (a body that is not JSON stays a 400).
 */
export function validated<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  try {
    return parse(schema, input, 'body');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'bad_request') throw new ApiError('unprocessable', error.message, error.validations);
    throw error;
  }
}

export async function validatedBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return validated(schema, await jsonBody(c));
}

/** Whether a write failed on a unique index (SQLite and PostgreSQL name it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique constraint/i.test(String(e?.message ?? ''));
}

/** The store's row inside a transaction, locked on PostgreSQL so concurrent read-merge-writes of one store queue. */
export async function lockStoreRow(trx: Kysely<Database>, dialect: Dialect, storeId: number) {
  let query = trx.selectFrom('stores').selectAll().where('id', '=', storeId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/** Operator tokens start with this, so a leaked one is recognisable (and secret scanners can match it). */
export const OPERATOR_TOKEN_PREFIX = 'cnp_op_';

export interface OperatorTokenInfo {
  id: number;
  store_id: number;
  label: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The hex SHA-256 kept for a token: tokens carry 256 random bits, so a fast hash is enough (no guessing). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a token for one store; the token itself is answered once and never stored. */
export async function createOperatorToken(db: Kysely<Database>, storeId: number, label: string, now: Date): Promise<{ id: number; token: string }> {
  const token = OPERATOR_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('operator_tokens')
    .values({ store_id: storeId, token_hash: hashToken(token), label, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token };
}

/** Revokes a token; false when no live token has that id. */
export async function revokeOperatorToken(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('operator_tokens').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listOperatorTokens(db: Kysely<Database>, storeId?: number): Promise<OperatorTokenInfo[]> {
  let query = db.selectFrom('operator_tokens').select(['id', 'store_id', 'label', 'created_at', 'last_used_at', 'revoked_at']).orderBy('id');
  if (storeId !== undefined) query = query.where('store_id', '=', storeId);
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id), store_id: Number(row.store_id) }));
}

/** The store a live token is scoped to, or null for an unknown or revoked token. */
export async function findOperatorToken(db: Kysely<Database>, token: string): Promise<{ id: number; storeId: number } | null> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX)) return null;
  const row = await db.selectFrom('operator_tokens').select(['id', 'store_id']).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).executeTakeFirst();
  return row ? { id: Number(row.id), storeId: Number(row.store_id) } : null;
}

/** Notes when a token was last used (at most once a minute per token, so reads stay reads). */
export async function touchOperatorToken(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await db
    .updateTable('operator_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', aMinuteAgo)]))
    .execute();
}

import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db';
import { ApiError, bearerToken, Id, sameSecret } from '../../http';
import { findOperatorToken, touchOperatorToken } from './operatorTokens';

/** Who is calling the admin API: the host-wide token (every store) or one store's operator token. */
export type AdminIdentity = { scope: 'host' } | { scope: 'store'; storeId: number; tokenId: number };

export interface AdminEnv {
  Variables: { admin: AdminIdentity };
}

export interface AdminAuthOptions {
  db: Kysely<Database>;
  /** CANOPY_ADMIN_TOKEN: the host-wide token; unset, only operator tokens are accepted (no default exists). */
  hostToken: string | undefined;
  now: () => Date;
}

/** Every admin call names a token (docs/api-admin.md § Tokens): 401 without one or with one that is unknown or revoked. */
export function adminAuth({ db, hostToken, now }: AdminAuthOptions): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError('unauthorized', 'The admin API needs an Authorization: Bearer <token> header (CANOPY_ADMIN_TOKEN or an operator token)');
    if (hostToken && sameSecret(token, hostToken)) {
      c.set('admin', { scope: 'host' });
      return next();
    }
    const operator = await findOperatorToken(db, token);
    if (!operator) throw new ApiError('unauthorized', 'The admin token is unknown or has been revoked');
    await touchOperatorToken(db, operator.id, now());
    c.set('admin', { scope: 'store', storeId: operator.storeId, tokenId: operator.id });
    return next();
  };
}

const StoreParams = v.object({ storeId: Id });

/**
 * Guards /stores/{storeId}/…: an operator token reaches its own store only (403 for another), and an unknown store
 * is a 404 for the host token (an operator's own store always exists: its tokens go with it).
 */
export function storeScope(db: Kysely<Database>): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const parsed = v.safeParse(StoreParams, { storeId: c.req.param('storeId') });
    if (!parsed.success) throw new ApiError('bad_request', 'The store id in the path must be a positive integer id', { storeId: ['must be a positive integer id'] });
    const storeId = parsed.output.storeId;
    const admin = c.get('admin');
    if (admin.scope === 'store' && admin.storeId !== storeId) throw new ApiError('forbidden', `This operator token is for store ${admin.storeId}, not store ${storeId}`);
    const store = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
    if (!store) throw new ApiError('not_found', `No store with id ${storeId}`);
    return next();
  };
}

/** The store id of a /stores/{storeId}/… route, once storeScope has checked it. */
export function scopedStoreId(c: Context): number {
  return Number(c.req.param('storeId'));
}

/** Host-wide routes (making operator tokens) take the host token only. */
export const hostOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.get('admin').scope !== 'host') throw new ApiError('forbidden', 'Only the host-wide admin token (CANOPY_ADMIN_TOKEN) may do this');
  return next();
};

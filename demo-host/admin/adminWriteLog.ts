import type { Context, MiddlewareHandler } from 'hono';
import { hostLogger, loggedPath } from '../log';
import type { AdminEnv } from './auth/adminAuth';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One `admin write` line per admin API call that may change something (every method but GET, HEAD and OPTIONS),
 * refused or not: method, path, status, the store it names, and which kind of token called (`host`, `operator`
 * with the operator token's id, or `none` when no known token was given). Never the token itself.
 */
export function adminWriteLog(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (READS.has(c.req.method)) return;
    const store = /\/admin\/stores\/(\d{1,9})(\/|$)/.exec(c.req.path);
    hostLogger().info({ method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, store_id: store ? Number(store[1]) : null, ...caller(c) }, 'admin write');
  };
}

function caller(c: Context): { token_kind: 'host' | 'operator' | 'none'; operator_token_id?: number } {
  const admin = (c as Context<AdminEnv>).get('admin');
  // PUT /admin/maintenance (the catalogue API, 000 §8) checks its own token, the host-wide one only.
  if (!admin && c.req.path.endsWith('/admin/maintenance') && c.res.ok) return { token_kind: 'host' };
  if (!admin) return { token_kind: 'none' };
  return admin.scope === 'host' ? { token_kind: 'host' } : { token_kind: 'operator', operator_token_id: admin.tokenId };
}

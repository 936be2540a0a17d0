import type { Hono } from 'hono';
import * as v from 'valibot';
import { ApiError, Id, parseBody, parseParams } from '../../http';
import { hostOnly, scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import { createOperatorToken, listOperatorTokens, revokeOperatorToken } from '../auth/operatorTokens';
import type { AdminDeps } from '../deps';

const NewToken = v.object({
  label: v.optional(v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100, 'must be at most 100 characters')), 'operator token'),
});

/** docs/api-admin.md § Tokens: who a token is, and (host token only) making and revoking operator tokens. */
export function tokenRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/whoami', (c) => {
    const admin = c.get('admin');
    return c.json(admin.scope === 'host' ? { scope: 'host' } : { scope: 'store', store_id: admin.storeId, token_id: admin.tokenId });
  });

  // A store a token reaches: an integration's first call, to check its token and store id.
  app.get('/stores/:storeId', async (c) => {
    const store = await deps.db.selectFrom('stores').select(['id', 'name', 'url_slug', 'time_zone_identifier']).where('id', '=', scopedStoreId(c)).executeTakeFirstOrThrow();
    return c.json({ store: { ...store, id: Number(store.id) } });
  });

  app.get('/stores/:storeId/operator_tokens', hostOnly, async (c) => c.json({ operator_tokens: await listOperatorTokens(deps.db, scopedStoreId(c)) }));

  app.post('/stores/:storeId/operator_tokens', hostOnly, async (c) => {
    const { label } = await parseBody(c, NewToken);
    const made = await createOperatorToken(deps.db, scopedStoreId(c), label, deps.now());
    return c.json({ operator_token: { id: made.id, store_id: scopedStoreId(c), label, token: made.token } }, 201);
  });

  app.delete('/operator_tokens/:id', hostOnly, async (c) => {
    const { id } = parseParams(c, v.object({ id: Id }));
    if (!(await revokeOperatorToken(deps.db, id, deps.now()))) throw new ApiError('not_found', `No live operator token with id ${id}`);
    return c.body(null, 204);
  });
}

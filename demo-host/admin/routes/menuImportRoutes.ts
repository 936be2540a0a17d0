import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ApiError, Flag, jsonBody, parseQuery } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { importMenu, parseMenuCsv, parseMenuJson, type ParsedMenu } from '../import';

const ImportQuery = v.object({ dry_run: v.optional(Flag, 'false'), partial: v.optional(Flag, 'false') });

async function readMenu(c: Context): Promise<ParsedMenu> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'text/csv' || type === 'application/csv') return parseMenuCsv(await c.req.text());
  if (type === 'application/json') return parseMenuJson(await jsonBody(c));
  throw new ApiError('bad_request', `Send the menu as text/csv or application/json, not ${type || 'a body without a Content-Type'}`, {
    'content-type': ['must be text/csv or application/json'],
  });
}

/**
 * docs/api-admin.md § Menu import: POST /stores/{id}/menu_import with a CSV file or `{ rows }`; `dry_run=1` answers
 * the diff only, `partial=1` leaves the products the file does not name as they are. A file with any fault is a 422
 * listing them, and nothing is written. The body may be up to MENU_IMPORT_BODY_LIMIT (createAdminApi).
 */
export function menuImportRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.post('/stores/:storeId/menu_import', async (c) => {
    const query = parseQuery(c, ImportQuery);
    const parsed = await readMenu(c);
    const result = await importMenu(deps.db, parsed, { storeId: scopedStoreId(c), dryRun: query.dry_run, full: !query.partial });
    return c.json(result);
  });
}

import type { Hono } from 'hono';
import * as v from 'valibot';
import { createErrorReportStore } from '../../errors/errorReportStore';
import { Page, PerPage, paging, parseQuery } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';

const ListQuery = v.object({ page: v.optional(Page), per_page: v.optional(PerPage(100)) });

/** docs/api-admin.md § Error reports: what the store's widgets reported (001 §7), redacted, newest first. */
export function errorReportRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  const store = createErrorReportStore(deps.db);
  app.get('/stores/:storeId/error_reports', async (c) => {
    const page = paging(parseQuery(c, ListQuery), 20);
    const { reports, total } = await store.list(scopedStoreId(c), { limit: page.per_page, offset: page.offset });
    return c.json({ error_reports: reports, page: page.page, per_page: page.per_page, total });
  });
}

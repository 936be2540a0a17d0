import type { Hono } from 'hono';
import * as v from 'valibot';
import { ApiError, Id, Page, parseParams, parseQuery, PerPage, paging } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { deliveryPayload, deliveryView, findDelivery, listDeliveries, retryFailedDelivery } from '../webhooks/deliveryLog';

const DEFAULT_PER_PAGE = 50;

const DeliveriesQuery = v.object({
  status: v.optional(v.picklist(['pending', 'delivered', 'failed'], 'must be pending, delivered or failed')),
  page: v.optional(Page),
  per_page: v.optional(PerPage(100)),
});

const DeliveryParams = v.object({ storeId: Id, deliveryId: Id });

/** docs/api-admin.md § Webhooks: a store's delivery log, one delivery with its payload, and a retry of a failed one. */
export function webhookRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/stores/:storeId/webhook_deliveries', async (c) => {
    const query = parseQuery(c, DeliveriesQuery);
    const { page, per_page, offset } = paging(query, DEFAULT_PER_PAGE);
    const { rows, total } = await listDeliveries(deps.db, scopedStoreId(c), { status: query.status, offset, limit: per_page });
    const showHostUrl = c.get('admin').scope === 'host';
    return c.json({ webhook_deliveries: rows.map((row) => deliveryView(row, showHostUrl)), page, per_page, total });
  });

  app.get('/stores/:storeId/webhook_deliveries/:deliveryId', async (c) => {
    const { storeId, deliveryId } = parseParams(c, DeliveryParams);
    const row = await findDelivery(deps.db, storeId, deliveryId);
    if (!row) throw new ApiError('not_found', `No webhook delivery with id ${deliveryId} at store ${storeId}`);
    return c.json({ webhook_delivery: { ...deliveryView(row, c.get('admin').scope === 'host'), payload: deliveryPayload(row) } });
  });

  app.post('/stores/:storeId/webhook_deliveries/:deliveryId/retry', async (c) => {
    const { storeId, deliveryId } = parseParams(c, DeliveryParams);
    const row = await findDelivery(deps.db, storeId, deliveryId);
    if (!row) throw new ApiError('not_found', `No webhook delivery with id ${deliveryId} at store ${storeId}`);
    if (!(await retryFailedDelivery(deps.db, storeId, deliveryId, deps.now()))) {
      throw new ApiError('unprocessable', `Only a failed delivery can be retried; this one is ${row.status}`, { status: [`is ${row.status}, not failed`] });
    }
    const retried = (await findDelivery(deps.db, storeId, deliveryId))!;
    return c.json({ webhook_delivery: deliveryView(retried, c.get('admin').scope === 'host') }, 202);
  });
}

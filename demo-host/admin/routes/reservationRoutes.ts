import type { Hono } from 'hono';
import * as v from 'valibot';
import { RESERVATION_STATUSES } from '../../../shared/reservations';
import { ApiError, Id, Page, PerPage, paging, parseBody, parseParams, parseQuery } from '../../http';
import { scopedStoreId, type AdminEnv } from '../auth/adminAuth';
import type { AdminDeps } from '../deps';
import { loadAdminReservation } from '../reservations/adminReservation';
import { changeReservationStatus } from '../reservations/changeReservationStatus';
import { listAdminReservations } from '../reservations/listAdminReservations';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (YYYY-MM-DD, a UTC day) or an ISO 8601 instant with its offset. */
const DayOrInstant = v.pipe(
  v.string('must be a date'),
  v.check(
    (text) => (DAY.test(text) || INSTANT.test(text)) && !Number.isNaN(Date.parse(text)),
    'must be a date (2026-11-18) or an instant with its offset (2026-11-18T09:00:00-08:00)',
  ),
);

const ListQuery = v.object({
  status: v.optional(v.array(v.picklist(RESERVATION_STATUSES, `must be one of ${RESERVATION_STATUSES.join(', ')}`)), []),
  from: v.optional(DayOrInstant),
  to: v.optional(DayOrInstant),
  page: v.optional(Page),
  per_page: v.optional(PerPage(100)),
});

const MoveBody = v.object({
  status: v.picklist(RESERVATION_STATUSES, `must be one of ${RESERVATION_STATUSES.join(', ')}`),
  reason: v.nullish(v.pipe(v.string('must be text'), v.maxLength(500, 'must be at most 500 characters'))),
});

const ReservationParams = v.object({ storeId: Id, reservationId: Id });

/** `to` includes its whole day (a date) or its instant: the first instant after it, for created_at < before. */
function exclusiveEnd(to: string): string {
  const end = new Date(to);
  return new Date(end.getTime() + (DAY.test(to) ? 24 * 60 * 60 * 1000 : 1)).toISOString();
}

/** docs/api-admin.md § Reservations: a store's reservations, one of them, and moving it through its statuses. */
export function reservationRoutes(app: Hono<AdminEnv>, deps: AdminDeps): void {
  app.get('/stores/:storeId/reservations', async (c) => {
    const query = parseQuery(c, ListQuery, ['status']);
    const filter = { statuses: query.status, from: query.from ? new Date(query.from).toISOString() : null, before: query.to ? exclusiveEnd(query.to) : null };
    return c.json(await listAdminReservations(deps.db, scopedStoreId(c), filter, paging(query, 20)));
  });

  app.get('/stores/:storeId/reservations/:reservationId', async (c) => {
    const { reservationId } = parseParams(c, ReservationParams);
    const reservation = await loadAdminReservation(deps.db, scopedStoreId(c), reservationId);
    if (!reservation) throw new ApiError('not_found', `No reservation with id ${reservationId} in this store`);
    return c.json({ reservation });
  });

  app.patch('/stores/:storeId/reservations/:reservationId', async (c) => {
    const { reservationId } = parseParams(c, ReservationParams);
    const move = await parseBody(c, MoveBody);
    return c.json({ reservation: await changeReservationStatus(deps, scopedStoreId(c), reservationId, move) });
  });
}

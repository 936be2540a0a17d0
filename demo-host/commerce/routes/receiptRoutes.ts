import { Hono } from 'hono';
import * as v from 'valibot';
import { UuidSchema, textSchema } from '../../../shared/schemas';
import { authenticateWith } from '../auth/authenticate';
import { ApiError, parse, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';
import { storeZonesFor } from '../checkout/reservationTimeZone';
import { reservationView } from './checkoutRoutes';

const ReceiptQuery = v.object({ j_device_id: v.optional(textSchema(64)) });

type ReservationView = ReturnType<typeof reservationView>;

/** A guest receipt for someone who cannot show they placed the order: the order's state, none of the person. */
export function redactedReceipt(view: ReservationView) {
  return { ...view, products: [], totals: null, delivery_address: null, curbside: null, contact: null, message: null, redacted: true };
}

export function receiptRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  // 001 §2: the guest receipt by reservation uuid. Its address can travel (the partner's address bar with URL
  // sync, analytics, a shared link), so the uuid alone shows no personal data: the contact, address and items
  // go only to the device that placed the order (its j_device_id, as the cart recorded it). A registered
  // buyer's reservation is theirs alone.
  app.get('/reservation_receipt/:uuid', async (c) => {
    const { uuid } = parse(v.object({ uuid: UuidSchema }), c.req.param(), 'params');
    const { j_device_id: deviceId } = parse(ReceiptQuery, queryOf(c), 'query');
    const row = await deps.db
      .selectFrom('reservations')
      .innerJoin('carts', 'carts.id', 'reservations.cart_id')
      .selectAll('reservations')
      .select('carts.device_id as cart_device_id')
      .where('reservations.uuid', '=', uuid)
      .executeTakeFirst();
    const userId = row?.user_id != null ? await authenticateWith(deps, c) : null;
    if (!row || (row.user_id !== null && row.user_id !== userId)) throw new ApiError('not_found', 'Reservation not found');
    const view = reservationView(row, await storeZonesFor(deps.db, [row]));
    const placedHere = row.user_id !== null || (row.cart_device_id !== null && deviceId !== undefined && row.cart_device_id === deviceId);
    return c.json({ reservation: placedHere ? view : redactedReceipt(view) });
  });
  return app;
}

import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { fromJson } from '../../db';
import { authenticateWith, requireUser, sessionTokenOf } from '../auth/authenticate';
import { clearSessionCookie, wantsCookieSession } from '../auth/sessionCookie';
import { cartFor } from '../cart/cartAccess';
import { placeReservation, type ReservationData, type ReservationRow } from '../checkout/placeReservation';
import { reservationTimeZone, storeZonesFor, type StoreZones } from '../checkout/reservationTimeZone';
import { mailReservationConfirmation, ModeBaseSchema } from '../mail';
import { ApiError, jsonBody, Page, parse, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';
import { toDollars } from '../money';
import { CheckoutBodySchema, ReviewBodySchema } from '../../../shared/schemas';
import { IdParams } from '../schemas';

// 001 §2 /reservationReview: stars and a comment, rated as a product review is.
const ReservationReviewBody = v.pick(ReviewBodySchema, ['rating', 'comment']);
const ListQuery = v.object({ page: v.optional(Page) });
// Beside the shared checkout body: the widget's mode base, which the confirmation mail's receipt link goes under.
const CheckoutMailInput = v.object({ mode_base: v.optional(ModeBaseSchema) });
const PER_PAGE = 20;
const money = (totals: ReservationData['totals']) =>
  Object.fromEntries(Object.entries(totals ?? {}).map(([k, value]) => [k, typeof value === 'number' && k !== 'sales_tax_rate' ? toDollars(value) : value]));

/**
 * A reservation as its owner (or a guest with its uuid) sees it: money in dollars, and the store's
 * time_zone_identifier its times are shown in (`zones` gives it for reservations placed before it was recorded).
 */
export function reservationView(row: ReservationRow, zones?: StoreZones) {
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    store: data.store ? { ...data.store, time_zone_identifier: reservationTimeZone(row, data, zones) } : null,
    reservation_mode: row.reservation_mode,
    amount: toDollars(row.amount_cents),
    payment_method: row.payment_method,
    created_at: row.created_at,
    delivery_started_at: data.delivery_started_at,
    delivery_finished_at: data.delivery_finished_at,
    products: (data.lines ?? []).map((l) => ({ ...l, unit_price: toDollars(l.unit_price), total: toDollars(l.total) })),
    totals: money(data.totals),
    delivery_address: data.delivery_address ?? null,
    curbside: data.curbside ?? null,
    contact: data.contact ?? null,
    is_guest: row.user_id === null,
    message: data.notes ?? null,
    warning_message: data.warning_message ?? null,
    review: data.review ?? null,
    cancel_reason: cancelReasonOf(row.status, data),
  };
}

/** The reason the store gave when it cancelled the reservation (DESIGN §1.7); null when it is not cancelled. */
function cancelReasonOf(status: string, data: ReservationData): string | null {
  if (status !== 'cancelled') return null;
  return [...(data.status_changes ?? [])].reverse().find((change) => change.to === 'cancelled')?.reason ?? null;
}

// Tries of a review whose reservation another writer changed meanwhile (a store's status move).
const REVIEW_ATTEMPTS = 3;

export const SESSION_ENDED = 'Your session has ended; please log in again';

/**
 * The buyer: the signed-in user, null for a guest, or 'ended' when the request still carries a session that no
 * longer works (revoked, expired, never valid). That is a 401 (001 §8: the widget clears it and offers login),
 * never a guest checkout: the guest's refusals would ask for contact details a signed-in checkout page does not
 * show, and the user's own cart would answer as someone else's.
 */
async function buyerOf(deps: CommerceDeps, c: Context): Promise<number | null | 'ended'> {
  const userId = await authenticateWith(deps, c);
  return userId === null && sessionTokenOf(c) ? 'ended' : userId;
}

/** The 401 of an ended session; a dead cookie session is cleared with it, so the shopper can go on as a guest. */
function sessionEnded(c: Context): Response {
  if (wantsCookieSession(c)) clearSessionCookie(c);
  return c.json(new ApiError('unauthorized', SESSION_ENDED).toBody(), 401);
}

export function checkoutRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  app.post('/carts/checkout', async (c) => {
    const raw = await jsonBody(c);
    const body = parse(CheckoutBodySchema, raw, 'body');
    const { mode_base: modeBase = '' } = parse(CheckoutMailInput, raw, 'body');
    const userId = await buyerOf(deps, c);
    if (userId === 'ended') return sessionEnded(c);
    const { cart } = await cartFor(deps, c, body.cart_uuid);
    const placed = async (row: ReservationRow) => {
      deps.onReservationPlaced({ id: row.id, store_id: row.store_id, reservation_mode: row.reservation_mode, amount_cents: row.amount_cents });
      await mailReservationConfirmation(deps, row, modeBase);
    };
    return c.json(await placeReservation(deps, userId, cart, body, placed));
  });

  app.get('/reservations', async (c) => {
    const userId = await requireUser(deps, c);
    const { page = 1 } = parse(ListQuery, queryOf(c), 'query');
    const rows = await deps.db
      .selectFrom('reservations')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE)
      .execute();
    const zones = await storeZonesFor(deps.db, rows);
    return c.json({ reservations: rows.map((row) => reservationView(row, zones)), page, per_page: PER_PAGE });
  });

  // Owner only: someone else's reservation answers the same 404 as a missing one.
  const owned = async (c: Context) => {
    const userId = await requireUser(deps, c);
    const { id } = parse(IdParams, c.req.param(), 'params');
    const row = await deps.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.user_id !== userId) throw new ApiError('not_found', 'Reservation not found');
    return row;
  };

  app.get('/reservations/:id', async (c) => {
    const row = await owned(c);
    return c.json({ reservation: reservationView(row, await storeZonesFor(deps.db, [row])) });
  });

  // 001 §2 /reservationReview: one review per reservation, by its owner; a second one replaces the first.
  app.post('/reservations/:id/review', async (c) => {
    const body = parse(ReservationReviewBody, await jsonBody(c), 'body');
    const review = { rating: body.rating, comment: body.comment ?? null, created_at: deps.now().toISOString() };
    // The store's status moves are recorded in the same data (docs/api-admin.md § Reservations): the write holds only
    // if the data is as read, else it is read again, so a move committed meanwhile is kept.
    for (let attempt = 1; ; attempt += 1) {
      const row = await owned(c);
      const data = fromJson<ReservationData>(row.data, {} as ReservationData);
      const written = await deps.db
        .updateTable('reservations')
        .set({ data: JSON.stringify({ ...data, review }), updated_at: review.created_at })
        .where('id', '=', row.id)
        .where('data', '=', row.data)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) === 1) return c.json({ review }, 201);
      if (attempt === REVIEW_ATTEMPTS) throw new ApiError('busy', 'The reservation kept changing while the review was saved; try again');
    }
  });

  return app;
}

import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { statusLabel } from '../../shared/reservations';
import type { AdminReservation, ReservationDesk, ReservationEvent } from '../admin';
import { ApiError } from '../http';
import { logError } from '../log';
import { isLocalRequest } from './demoOutbox';

// The demo Orders page's endpoints (orders.html): a store's recent reservations, their events as they happen
// (server-sent events), and moving one to its next status. Reservations hold shoppers' names and e-mails, and a
// move is a store's decision, so, like the outbox, they answer requests from this machine only (isLocalRequest);
// a move must also come from this page's own origin, so no other site open in the same browser can make one.

/** Recent reservations the page lists. */
export const ORDERS_SHOWN = 50;
/** A comment this often keeps the event stream open through proxies and lets the server notice a gone client. */
export const HEARTBEAT_MS = 15_000;

const NOT_HERE = 'No such demo page';

/** What the page shows of a reservation: the admin view, with its status in words (shared/reservations). */
const orderView = (reservation: AdminReservation) => ({ ...reservation, status_label: statusLabel(reservation.status, reservation.reservation_mode) });

function storeOf(c: Context): number {
  const raw = c.req.query('store') ?? '1';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ApiError('bad_request', 'store must be a positive integer id', { store: ['must be a positive integer id'] });
  return Number(raw);
}

/** A browser's fetch from this page sends its Origin; a form or script of another site sends theirs. */
function fromThisPage(c: Context): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === c.req.header('host');
  } catch {
    return false;
  }
}

async function statusBody(c: Context): Promise<{ status: string; reason: string | null }> {
  if (!(c.req.header('content-type') ?? '').includes('application/json')) throw new ApiError('bad_request', 'The body must be JSON', { body: ['must be application/json'] });
  const body = (await c.req.json().catch(() => null)) as { status?: unknown; reason?: unknown } | null;
  if (!body || typeof body.status !== 'string') throw new ApiError('bad_request', 'status is required', { status: ['is required'] });
  return { status: body.status, reason: typeof body.reason === 'string' ? body.reason : null };
}

function answerError(c: Context, error: unknown): Response {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status as 400);
  logError('[demo] orders', error);
  return c.json({ message: 'The demo could not do that' }, 500);
}

/** The stream: `reservation.created` / `reservation.updated` with the reservation as data, for one store. */
function eventStream(c: Context, desk: ReservationDesk, storeId: number, heartbeatMs: number): Response {
  return streamSSE(c, async (stream) => {
    const send = async (event: ReservationEvent) => {
      if (event.storeId !== storeId || stream.aborted) return;
      const reservation = await desk.load(storeId, event.reservationId);
      if (reservation) await stream.writeSSE({ event: event.type, id: `${event.reservationId}-${reservation.updated_at}`, data: JSON.stringify(orderView(reservation)) });
    };
    const unsubscribe = desk.subscribe(send);
    let listening = true;
    const stop = () => {
      if (listening) unsubscribe();
      listening = false;
    };
    // The client went (a closed tab, a reload): its listener goes with it.
    stream.onAbort(stop);
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ store_id: storeId }), retry: 2000 });
      while (!stream.aborted) {
        await stream.sleep(heartbeatMs);
        if (!stream.aborted) await stream.write(': heartbeat\n\n');
      }
    } finally {
      stop();
    }
  });
}

/** GET /orders.json, GET /orders/events and POST /orders/{id}/status on the demo site; a 404 to anyone not on this machine. */
export function demoOrderRoutes(app: Hono, desk: ReservationDesk | undefined, heartbeatMs = HEARTBEAT_MS): void {
  app.get('/orders.json', async (c) => {
    if (!desk || !isLocalRequest(c)) return c.text(NOT_HERE, 404);
    c.header('Cache-Control', 'no-store');
    try {
      const storeId = storeOf(c);
      return c.json({ store_id: storeId, reservations: (await desk.recent(storeId, ORDERS_SHOWN)).map(orderView) });
    } catch (error) {
      return answerError(c, error);
    }
  });

  app.get('/orders/events', (c) => {
    if (!desk || !isLocalRequest(c)) return c.text(NOT_HERE, 404);
    try {
      return eventStream(c, desk, storeOf(c), heartbeatMs);
    } catch (error) {
      return answerError(c, error);
    }
  });

  app.post('/orders/:id/status', async (c) => {
    if (!desk || !isLocalRequest(c)) return c.text(NOT_HERE, 404);
    if (!fromThisPage(c)) return c.json({ message: 'A status change must come from the Orders page itself' }, 403);
    try {
      const id = c.req.param('id');
      if (!/^\d{1,9}$/.test(id)) throw new ApiError('bad_request', 'The reservation id must be a positive integer', { id: ['must be a positive integer id'] });
      const moved = await desk.move(storeOf(c), Number(id), await statusBody(c));
      return c.json({ reservation: orderView(moved) });
    } catch (error) {
      return answerError(c, error);
    }
  });
}

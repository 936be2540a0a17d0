import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Mailer } from '../../commerce/mail';
import type { HostWebhook } from '../../config';
import type { Database } from '../../db';
import type { ReservationEvent, ReservationEvents } from '../reservationEvents';
import { loadAdminReservation, type AdminReservation } from '../reservations/adminReservation';
import { enqueueEvent, type ClaimedDelivery, type WebhookTarget } from './deliveryQueue';
import { reservationNoticeMail } from './reservationNotice';
import { readStoreNotifications, type StoreNotificationsRow } from './storeNotifications';
import { WebhookWorker, type WebhookWorkerOptions } from './webhookWorker';

/** What a test (or a host) may change: the clock and the waits. */
export type WebhookTuning = Partial<Pick<WebhookWorkerOptions, 'now' | 'retryDelaysMs' | 'pollMs' | 'timeoutMs'>>;

export interface WebhooksOptions {
  db: Kysely<Database>;
  events: ReservationEvents;
  /** CANOPY_WEBHOOK_URL and its secret, when set. */
  host: HostWebhook | undefined;
  mailer: Mailer;
  log: (message: string, error?: unknown) => void;
  tuning?: WebhookTuning;
}

export interface Webhooks {
  readonly worker: WebhookWorker;
  /** Starts polling for due deliveries (the host's start; tests poke instead). */
  start(): void;
  /** Stops hearing events and polling, and waits for the attempts in flight (the host's shutdown). */
  stop(): Promise<void>;
}

/** The body every receiver gets (docs/api-admin.md § Webhooks): the event id is the idempotency key. */
export function eventBody(eventId: string, type: ReservationEvent['type'], createdAt: Date, reservation: AdminReservation): string {
  return JSON.stringify({ id: eventId, type, created_at: createdAt.toISOString(), data: { reservation } });
}

/** Where an event goes: the host's URL and the store's own (once, if they are the same URL). */
function targetsOf(host: HostWebhook | undefined, own: StoreNotificationsRow): { target: WebhookTarget; url: string }[] {
  const targets: { target: WebhookTarget; url: string }[] = host ? [{ target: 'host', url: host.url }] : [];
  if (own.webhook_url && own.webhook_secret && own.webhook_url !== host?.url) targets.push({ target: 'store', url: own.webhook_url });
  return targets;
}

/**
 * Hears reservation events and turns each into queued, signed deliveries (and, for a new reservation, a mail to the
 * store's notification address). Runs after the checkout or the status change has answered: whatever fails here is
 * logged (ReservationEvents) and never reaches the shopper or the operator.
 */
export function createWebhooks(options: WebhooksOptions): Webhooks {
  const { db, host, mailer, log, tuning = {} } = options;
  const now = tuning.now ?? (() => new Date());
  const secretFor = async (delivery: ClaimedDelivery) =>
    delivery.target === 'host' ? (host?.secret ?? null) : (await readStoreNotifications(db, delivery.store_id)).webhook_secret;
  const worker = new WebhookWorker({ db, log, secretFor, ...tuning, now });

  const onEvent = async (event: ReservationEvent) => {
    const own = await readStoreNotifications(db, event.storeId);
    const targets = targetsOf(host, own);
    const noticeTo = event.type === 'reservation.created' ? own.notification_email : null;
    if (targets.length === 0 && !noticeTo) return;
    const reservation = await loadAdminReservation(db, event.storeId, event.reservationId);
    if (!reservation) return;
    if (targets.length > 0) {
      const eventId = randomUUID();
      const payload = eventBody(eventId, event.type, now(), reservation);
      await enqueueEvent(db, { eventId, type: event.type, storeId: event.storeId, reservationId: event.reservationId, payload }, targets, now());
      worker.poke();
    }
    if (noticeTo) await mailer.send(reservationNoticeMail(reservation, noticeTo));
  };
  // Events still being queued when the host stops: their rows are written before the database closes.
  const queueing = new Set<Promise<void>>();
  const unsubscribe = options.events.subscribe((event) => {
    const done = onEvent(event).finally(() => queueing.delete(done));
    queueing.add(done);
    return done;
  });

  return {
    worker,
    start: () => worker.start(),
    async stop() {
      unsubscribe();
      await Promise.allSettled([...queueing]);
      await worker.stop();
    },
  };
}

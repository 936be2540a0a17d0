import { logError } from '../log';

/** The events the admin API sends out (docs/api-admin.md § Webhooks): a reservation placed, or its status moved. */
export type ReservationEventType = 'reservation.created' | 'reservation.updated';

export interface ReservationEvent {
  type: ReservationEventType;
  storeId: number;
  reservationId: number;
}

export type ReservationListener = (event: ReservationEvent) => void | Promise<void>;

/**
 * This process's reservation events, told by checkout (created) and the admin API (updated), heard by the webhook
 * queue and the demo Orders page. A listener's failure is logged and never reaches the shopper or the operator.
 */
export class ReservationEvents {
  private readonly listeners = new Set<ReservationListener>();

  constructor(private readonly log: (message: string, error: unknown) => void = logError) {}

  /** Starts hearing events; the answer stops it. */
  subscribe(listener: ReservationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: ReservationEvent): void {
    for (const listener of this.listeners) {
      try {
        Promise.resolve(listener(event)).catch((error) => this.log(`[admin] a ${event.type} listener failed`, error));
      } catch (error) {
        this.log(`[admin] a ${event.type} listener failed`, error);
      }
    }
  }
}

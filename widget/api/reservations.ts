import type { Http } from './createHttp';
import type { Reservation, ReservationReview } from './checkout';

// The signed-in shopper's reservations (001 §7, docs/api-commerce.md "Checkout and reservations"), verb-first.
// The receipt calls (retrieveReservation, retrieveGuestReceipt) live beside the checkout that makes them.

export interface ReservationPage {
  readonly reservations: Reservation[];
  readonly page: number;
  readonly per_page: number;
}

/** GET /reservations: the user's own, newest first, 20 per page. */
export function listReservations(http: Http, page: number, signal?: AbortSignal): Promise<ReservationPage> {
  return http.get<ReservationPage>('/reservations', { query: { page }, signal });
}

/**
 * The user's newest reservation (GET /reservations, first page), or null for none. Quiet: one-click checkout reads it
 * in the background, and does without it when it cannot be read.
 */
export async function retrieveLastReservation(http: Http, signal?: AbortSignal): Promise<Reservation | null> {
  const answer = await http.get<ReservationPage>('/reservations', { query: { page: 1 }, signal, quiet: true });
  return answer.reservations[0] ?? null;
}

/** POST /reservations/{id}/review (001 §2 reservationReview): a second review replaces the first. */
export async function reviewReservation(http: Http, id: number, review: { rating: number; comment: string | null }): Promise<ReservationReview> {
  const answer = await http.post<{ review: ReservationReview }>(`/reservations/${id}/review`, review, { quiet: true });
  return answer.review;
}

/** The buyer an invoice names (001 §3 Customer, the part it prints). */
export interface InvoiceBuyer {
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
}

import type { AppMode, CheckoutResult, DeliveryAddress, PaymentOption } from '../../shared/types';
import type { ReservationMode } from '../../shared/constants';
import { CheckoutResultSchema } from '../../shared/schemas/cartAnswers';
import type { Http } from './createHttp';

/** 001 §7 POST /carts/checkout: the body docs/api-commerce.md describes. */
export interface PlaceOrderInput {
  readonly cart_uuid: string;
  readonly payment_method: PaymentOption;
  readonly reservation_mode: ReservationMode;
  readonly expected_total: number;
  readonly reservation_start_window?: string;
  readonly delivery_address?: DeliveryAddress;
  readonly birth_date?: string;
  readonly agreement_accepted?: boolean;
  readonly tip_amount?: number;
  readonly contact?: { first_name: string; last_name: string; email: string; phone: string; birth_date?: string };
  readonly notes?: string;
  /** Curbside (000 §3 QR curbside settings): the car and, when known, its numbered spot. */
  readonly curbside?: { readonly spot_number?: number; readonly vehicle: string };
  /** The widget's mode: a kiosk's order follows kiosk_anonymous_checkout and takes no delivery. */
  readonly app_mode?: AppMode;
  /** The widget's mode base, for the link in the confirmation mail (docs/api-commerce.md). */
  readonly mode_base?: string;
}

/** 001 §5: the checkout result is checked against its schema; a mismatch is logged and the answer still used. */
export function placeOrder(http: Http, input: PlaceOrderInput): Promise<CheckoutResult> {
  return http.post('/carts/checkout', input, { schema: CheckoutResultSchema, quiet: true });
}

/** A reservation as GET /reservation_receipt/{uuid} and GET /reservations/{id} answer it. */
export interface Reservation {
  readonly id: number;
  readonly uuid: string;
  readonly status: string;
  /** time_zone_identifier (000 §3): the store's zone every time of the reservation is shown in; absent from older hosts. */
  readonly store: { id: number; name: string; address?: string; full_address?: string; phone?: string; time_zone_identifier?: string | null } | null;
  readonly reservation_mode: ReservationMode;
  readonly amount: number;
  readonly payment_method: string | null;
  readonly created_at: string;
  readonly delivery_started_at: string | null;
  readonly delivery_finished_at: string | null;
  readonly products: { id: number; price_id: string; count: number; name: string; brand: string | null; unit_price: number; total: number }[];
  /** Checkout's prices in dollars (item_total, sales_tax_amount, …) and the tax_included flag. */
  readonly totals: Readonly<Record<string, number | boolean | null>> | null;
  readonly delivery_address: DeliveryAddress | null;
  /** A curbside order's car and, when the shopper gave one, its spot; null otherwise. Absent from hosts before curbside. */
  readonly curbside?: { readonly spot_number: number | null; readonly vehicle: string } | null;
  readonly contact: { first_name?: string; last_name?: string; email?: string; phone?: string } | null;
  readonly is_guest: boolean;
  readonly message: string | null;
  readonly warning_message: string | null;
  /** The owner's rating of this reservation (001 §2 reservationReview), or null before one. */
  readonly review?: ReservationReview | null;
  /** Why the store cancelled it (DESIGN §1.7); null unless it is cancelled. Absent from hosts before status changes. */
  readonly cancel_reason?: string | null;
  /** A guest receipt asked for from another device: no contact, address or items (the link alone is not proof). */
  readonly redacted?: boolean;
}

export interface ReservationReview {
  readonly rating: number;
  readonly comment: string | null;
  readonly created_at: string;
}

/** The guest receipt; the device id proves this device placed the order, which shows its personal details. */
export async function retrieveGuestReceipt(http: Http, uuid: string, deviceId: string, signal?: AbortSignal): Promise<Reservation> {
  const answer = await http.get<{ reservation: Reservation }>(`/reservation_receipt/${encodeURIComponent(uuid)}`, { query: { j_device_id: deviceId }, signal });
  return answer.reservation;
}

export async function retrieveReservation(http: Http, id: number, signal?: AbortSignal): Promise<Reservation> {
  const answer = await http.get<{ reservation: Reservation }>(`/reservations/${id}`, { signal });
  return answer.reservation;
}

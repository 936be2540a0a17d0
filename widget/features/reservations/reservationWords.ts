import { dollarsToCents, formatCurrency } from '../../../shared/money';
import { statusLabel } from '../../../shared/reservations';
import { ianaTimeZone, storeDate, storeWindowText } from '../../../shared/schedule';
import type { Reservation } from '../../api/checkout';

// How a reservation reads on the receipt, the list, the detail and the invoice: one wording for all of them.

/** The API's money is in dollars (docs/api-commerce.md); it is formatted once, in cents, at the edge. */
export const money = (dollars: number | string | null | undefined) => formatCurrency(dollarsToCents(dollars ?? null));

const MODE_WORD: Readonly<Record<string, string>> = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' };

export const modeWord = (mode: string) => MODE_WORD[mode] ?? humanize(mode);

const humanize = (word: string) => {
  const spaced = word.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export type StatusTone = 'info' | 'progress' | 'ready' | 'done' | 'cancelled';

/**
 * A reservation's states (DESIGN §1.7: placed, then accepted → ready → completed, or cancelled), each with the
 * headline its page leads with; the badge word is shared/reservations statusLabel, which says what a ready order
 * is ready for. An unknown state is shown in its own words.
 */
const STATUSES: Readonly<Record<string, { headline: (mode: string) => string; tone: StatusTone }>> = {
  placed: { headline: () => 'Your order is reserved', tone: 'info' },
  pending: { headline: () => 'Your order is reserved', tone: 'info' },
  accepted: { headline: () => 'The store accepted your order', tone: 'progress' },
  ready: { headline: (mode) => `Your order is ${statusLabel('ready', mode).toLowerCase()}`, tone: 'ready' },
  completed: { headline: () => 'Your order is complete', tone: 'done' },
  cancelled: { headline: () => 'This order was cancelled', tone: 'cancelled' },
};

export function statusOf(status: string, mode = 'pickup'): { label: string; headline: string; tone: StatusTone } {
  const known = STATUSES[status];
  const label = status === 'pending' ? statusLabel('placed', mode) : statusLabel(status, mode);
  return known ? { label, headline: known.headline(mode), tone: known.tone } : { label, headline: `Reservation ${label.toLowerCase()}`, tone: 'info' };
}

/** Why the store cancelled it, while it is cancelled; null otherwise (an older host sends none). */
export const cancelReasonOf = (reservation: Pick<Reservation, 'status' | 'cancel_reason'>): string | null =>
  reservation.status === 'cancelled' ? (reservation.cancel_reason ?? null) : null;

export const itemCount = (reservation: Pick<Reservation, 'products'>) => reservation.products.reduce((sum, line) => sum + line.count, 0);

/** The store's zone a reservation's times read in (000 §3 time_zone_identifier; the default Pacific when absent). */
const zoneOf = (reservation: Pick<Reservation, 'store'>) => ianaTimeZone(reservation.store?.time_zone_identifier);

/** 'Nov 18, 2026': the day a reservation was placed, at the store. */
export const placedOn = (reservation: Pick<Reservation, 'created_at' | 'store'>): string => storeDate(reservation.created_at, zoneOf(reservation));

/** 'Wednesday, Nov 18, 7:45 PM – 8:45 PM PST': the pickup or delivery window at the store, or null when none was booked. */
export const windowText = (reservation: Pick<Reservation, 'delivery_started_at' | 'delivery_finished_at' | 'store'>): string | null =>
  storeWindowText(reservation.delivery_started_at, reservation.delivery_finished_at, zoneOf(reservation));

/** One line of a delivery address (001 §3: street, city, state_code, zipcode). */
export function addressLine(address: Reservation['delivery_address']): string | null {
  if (!address) return null;
  return `${address.street}, ${address.city} ${address.state_code} ${address.zipcode}`.trim();
}

/** 'Blue Honda Civic, spot 4': how staff find a curbside order's car (000 §3 QR curbside settings); null for other orders. */
export function curbsideText(curbside: Reservation['curbside']): string | null {
  if (!curbside) return null;
  return curbside.spot_number === null ? curbside.vehicle : `${curbside.vehicle}, spot ${curbside.spot_number}`;
}

/** One amount of a reservation's totals in dollars; 0 when it is absent. */
export const amountOf = (totals: Reservation['totals'], key: string): number => {
  const value = Number(totals?.[key]);
  return Number.isFinite(value) ? value : 0;
};

/** The sales tax and the store's taxes of a reservation's totals, in dollars. */
export const taxesOf = (totals: Reservation['totals']) => amountOf(totals, 'sales_tax_amount') + amountOf(totals, 'store_tax_amount');

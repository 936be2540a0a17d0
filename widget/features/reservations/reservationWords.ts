import { dollarsToCents, formatCurrency } from '../../../shared/money';
import { statusLabel } from '../../../shared/reservations';
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

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 18, 2026': the day a reservation was placed. */
export function placedOn(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? '' : dayFormat.format(at);
}

/** 'Wednesday, Nov 18, 10:00 AM – 10:30 AM PST': the pickup or delivery window, or null when none was booked. */
export function windowText(reservation: Pick<Reservation, 'delivery_started_at' | 'delivery_finished_at'>): string | null {
  if (!reservation.delivery_started_at) return null;
  const start = new Date(reservation.delivery_started_at);
  if (Number.isNaN(start.getTime())) return null;
  const end = reservation.delivery_finished_at ? new Date(reservation.delivery_finished_at) : null;
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(start).find((part) => part.type === 'timeZoneName')?.value;
  return `${day}, ${time.format(start)}${end ? ` – ${time.format(end)}` : ''}${zone ? ` ${zone}` : ''}`;
}

/** One line of a delivery address (001 §3: street, city, state_code, zipcode). */
export function addressLine(address: Reservation['delivery_address']): string | null {
  if (!address) return null;
  return `${address.street}, ${address.city} ${address.state_code} ${address.zipcode}`.trim();
}

/** One amount of a reservation's totals in dollars; 0 when it is absent. */
export const amountOf = (totals: Reservation['totals'], key: string): number => {
  const value = Number(totals?.[key]);
  return Number.isFinite(value) ? value : 0;
};

/** The sales tax and the store's taxes of a reservation's totals, in dollars. */
export const taxesOf = (totals: Reservation['totals']) => amountOf(totals, 'sales_tax_amount') + amountOf(totals, 'store_tax_amount');

// A loyalty ledger is a list of signed point entries per customer and store (001 §3 Loyalty integration: points).
// Points are earned when a reservation is completed, spent when one is placed with rewards, returned when a
// reservation that spent them is cancelled, and adjusted by an operator (the demo member's opening balance).

export const LEDGER_ENTRY_KINDS = ['earned', 'spent', 'returned', 'adjusted'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Points a completed reservation earns per whole dollar of its discounted subtotal (after every discount, before fees, taxes and tip). */
export const POINTS_PER_DOLLAR = 1;

/** The points a completed reservation earns for its discounted subtotal in cents. */
export function pointsEarned(discountedSubtotalCents: number): number {
  if (!Number.isFinite(discountedSubtotalCents) || discountedSubtotalCents <= 0) return 0;
  return Math.floor(discountedSubtotalCents / 100) * POINTS_PER_DOLLAR;
}

/**
 * The signed points an entry of `kind` writes for `points` (whole points): earned and returned add, spent takes
 * away, adjusted is as given. A negative amount earns, spends or returns nothing.
 */
export function ledgerEntry(kind: LedgerEntryKind, points: number): number {
  const whole = Math.trunc(Number.isFinite(points) ? points : 0);
  if (kind === 'adjusted') return whole;
  const amount = Math.max(0, whole);
  return kind === 'spent' ? 0 - amount : amount;
}

/** A member's balance: the sum of their entries, never below zero. */
export function ledgerBalance(entries: readonly { points: number }[]): number {
  return Math.max(
    0,
    entries.reduce((sum, e) => sum + e.points, 0),
  );
}

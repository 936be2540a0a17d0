import { QUALIFYING_STATUSES } from '../types/special';
import type { QualifyingStatus } from '../types/special';

export interface QualifyingStatusDisplay {
  readonly showFooter: boolean;
  /** The footer's 'Checkout now' button. */
  readonly showCheckoutButton: boolean;
  readonly dimIcons: boolean;
  readonly listDiscountedProducts: boolean;
}

// 000 §4, 001 §4: not qualified shows no footer and dims icons; qualified shows the footer without
// a button; applied shows the footer with a 'Checkout now' button. Discounted products are listed
// only when qualified or applied.
const DISPLAY: Readonly<Record<QualifyingStatus, QualifyingStatusDisplay>> = {
  not_qualified: { showFooter: false, showCheckoutButton: false, dimIcons: true, listDiscountedProducts: false },
  qualified: { showFooter: true, showCheckoutButton: false, dimIcons: false, listDiscountedProducts: true },
  applied: { showFooter: true, showCheckoutButton: true, dimIcons: false, listDiscountedProducts: true },
};

export const CHECKOUT_NOW_LABEL = 'Checkout now';

// A status the client does not know is read as not qualified: it promises nothing.
export function parseQualifyingStatus(value: unknown): QualifyingStatus {
  return (QUALIFYING_STATUSES as readonly unknown[]).includes(value) ? (value as QualifyingStatus) : 'not_qualified';
}

export function qualifyingStatusDisplay(status: unknown): QualifyingStatusDisplay {
  return DISPLAY[parseQualifyingStatus(status)];
}

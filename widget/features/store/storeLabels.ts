import type { PaymentOption } from '../../../shared/types';

export const PAYMENT_LABELS: Readonly<Record<PaymentOption, string>> = {
  cash: 'Cash',
  debit: 'Debit card',
  credit: 'Credit card',
  pay_by_bank: 'Pay by bank',
  hosted_card: 'Card online',
  wallet: 'Digital wallet',
};

export const STORE_OPTION_LABELS = { accessible: 'Wheelchair accessible', cash: 'Accepts cash', credit: 'Accepts credit', debit: 'Accepts debit' } as const;

/** '15–45 min', '15 min–2 hr', '45 min', or null when the store gave no lead time. */
export function leadTimeText(min: number | null | undefined, max: number | null | undefined): string | null {
  const low = typeof min === 'number' && min > 0 ? min : null;
  const high = typeof max === 'number' && max > 0 ? max : null;
  if (low === null && high === null) return null;
  if (low !== null && high !== null && high > low) return high < 120 ? `${low}–${high} min` : `${minutes(low)}–${minutes(high)}`;
  return minutes((high ?? low)!);
}

function minutes(value: number): string {
  if (value < 120) return `${value} min`;
  const hours = Math.round((value / 60) * 10) / 10;
  return `${hours} hr`;
}

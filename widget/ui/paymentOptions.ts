import type { ReservationMode } from '../../shared/constants';
import type { PaymentOption, Store } from '../../shared/types';

/** How the checkout and one-click checkout name each payment option. */
export const PAYMENT_OPTION_LABELS: Record<PaymentOption, string> = {
  cash: 'Cash',
  debit: 'Debit card',
  credit: 'Credit card',
  pay_by_bank: 'Pay by bank',
  hosted_card: 'Card (online)',
  wallet: 'Wallet',
};

/** The payment options of the chosen mode (000 §3 {mode}_payment_options). */
export function paymentOptions(store: Store, mode: ReservationMode): PaymentOption[] {
  return store[`${mode}_payment_options`] ?? [];
}

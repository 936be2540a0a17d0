import type { ReservationMode } from '../../../shared/constants';
import type { PaymentOption, Store } from '../../../shared/types';
import { paymentOptions } from '../../ui/initialCheckoutValues';
import type { CheckoutForm } from './useCheckoutForm';

const LABELS: Record<PaymentOption, string> = {
  cash: 'Cash',
  debit: 'Debit card',
  credit: 'Credit card',
  pay_by_bank: 'Pay by bank',
  hosted_card: 'Card (online)',
  wallet: 'Wallet',
};

export function PaymentSection({ form, store, mode }: { form: CheckoutForm; store: Store; mode: ReservationMode }) {
  const options = paymentOptions(store, mode);
  return (
    <fieldset className="cn-choices cn-choices--row" aria-describedby={form.shown.payment ? 'cn-payment-error' : undefined}>
      <legend className="cn-sr">Payment method</legend>
      {options.map((option) => (
        <label key={option} className="cn-choice">
          <input
            type="radio"
            name="cn-payment"
            value={option}
            checked={form.values.payment === option}
            onChange={() => form.set('payment', option)}
            onBlur={() => form.blur('payment')}
          />
          <span>
            {LABELS[option]}
            <span className="cn-choice__sub">{mode === 'delivery' ? 'Pay on delivery' : 'Pay at the store'}</span>
          </span>
        </label>
      ))}
      {form.shown.payment && (
        <p id="cn-payment-error" className="cn-field__error">
          {form.shown.payment}
        </p>
      )}
    </fieldset>
  );
}

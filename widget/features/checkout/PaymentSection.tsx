import type { ReservationMode } from '../../../shared/constants';
import type { Store } from '../../../shared/types';
import { PAYMENT_OPTION_LABELS, paymentOptions } from '../../ui/paymentOptions';
import type { CheckoutForm } from './useCheckoutForm';

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
            {PAYMENT_OPTION_LABELS[option]}
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

import type { Store } from '../../../shared/types';
import { Link } from '../../app';
import type { CheckoutForm } from './useCheckoutForm';

/** The ID notice where the mode requires one, and the checkout agreement with its copy and link (000 §3). */
export function AgreementSection({ form, store, idRequired }: { form: CheckoutForm; store: Store; idRequired: boolean }) {
  return (
    <div className="cn-fields">
      {idRequired && (
        <div className="cn-alert cn-alert--info">
          <p>Bring a valid government-issued photo ID. {store.name} checks it before handing over your order.</p>
        </div>
      )}
      {store.require_checkout_agreement && (
        <div className="cn-field">
          <label className="cn-check">
            <input
              type="checkbox"
              checked={form.values.agreement}
              aria-invalid={form.shown.agreement ? true : undefined}
              aria-describedby={form.shown.agreement ? 'cn-agreement-error' : undefined}
              onChange={(e) => form.set('agreement', e.currentTarget.checked)}
              onBlur={() => form.blur('agreement')}
            />
            <span>
              {store.checkout_agreement_copy || 'I agree to the store’s terms.'}{' '}
              {store.checkout_agreement_link?.startsWith('/') ? (
                <Link to={store.checkout_agreement_link}>Read the terms</Link>
              ) : store.checkout_agreement_link ? (
                <a href={store.checkout_agreement_link} target="_blank" rel="noopener noreferrer">
                  Read the terms
                </a>
              ) : null}
            </span>
          </label>
          {form.shown.agreement && (
            <p id="cn-agreement-error" className="cn-field__error">
              {form.shown.agreement}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { CartState } from '../../state/cart';
import type { ServerCart } from '../../../shared/cart';

const STATUS_TEXT: Record<string, string> = {
  applied: 'Promo code applied',
  not_found: 'We could not find this promo code',
  expired: 'This promo code has expired',
  below_minimum: 'Your bag is below this promo code’s minimum',
};

/** A promo code (001 §3 promo_code), saved on the cart (and in the -promo-code entry, 001 §9). */
export function PromoCodeForm({ cart, remote }: { cart: CartState; remote: ServerCart }) {
  const [code, setCode] = useState(remote.promoCode ?? '');
  const [busy, setBusy] = useState(false);
  const status = remote.promoCodeStatus;
  const submit = async (value: string) => {
    setBusy(true);
    await cart.setPromoCode(value);
    setBusy(false);
  };
  return (
    <form
      className="cn-field"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <label htmlFor="cn-promo">Promo code</label>
      <div className="cn-inline-form">
        <input id="cn-promo" className="cn-input" value={code} autoComplete="off" onChange={(e) => setCode(e.currentTarget.value)} />
        <button type="submit" className="cn-btn cn-btn--secondary" disabled={busy || code.trim() === ''}>
          Apply
        </button>
      </div>
      {remote.promoCode && status && STATUS_TEXT[status] && (
        <p className={status === 'applied' ? 'cn-muted' : 'cn-field__error'} role="status">
          {STATUS_TEXT[status]} ({remote.promoCode}){' '}
          <button
            type="button"
            className="cn-link-btn"
            onClick={() => {
              setCode('');
              void submit('');
            }}
          >
            Remove
          </button>
        </p>
      )}
    </form>
  );
}

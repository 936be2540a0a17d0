import type { Cart, PosCartTotals } from '../../../shared/types';
import { cents, money } from './money';

/** Issue 7 §3: totals from the server's cart and /pos_cart; 001 §9 fee-label experiment on a free fee. */
export function CartTotals({ remote, pos, feeLabel, showFees = true }: { remote: Cart; pos: PosCartTotals | null; feeLabel: string; showFees?: boolean }) {
  const discounts = cents(remote.all_discounts_total);
  const delivery = remote.reservation_mode === 'delivery';
  const fee = pos ? pos.delivery_fee : remote.delivery_fee_amount;
  const tax = pos ? cents(pos.sales_tax) + cents(pos.store_tax) : cents(remote.sales_tax_amount) + cents(remote.store_tax_amount);
  const total = pos ? pos.total : remote.order_total;
  return (
    <dl className="cn-totals">
      <div className="cn-totals__row">
        <dt>Subtotal</dt>
        <dd>{money(remote.item_total)}</dd>
      </div>
      {discounts > 0 && (
        <div className="cn-totals__row cn-totals__row--discount">
          <dt>Discounts</dt>
          <dd>−{money(remote.all_discounts_total)}</dd>
        </div>
      )}
      {showFees && delivery && (
        <div className="cn-totals__row">
          <dt>Delivery fee</dt>
          <dd>{cents(fee) === 0 ? feeLabel === 'pink_free_symbol' ? <span className="cn-free">FREE</span> : 'Free' : money(fee)}</dd>
        </div>
      )}
      {showFees && cents(remote.service_fee_amount) > 0 && (
        <div className="cn-totals__row">
          <dt>Service fee</dt>
          <dd>{money(remote.service_fee_amount)}</dd>
        </div>
      )}
      {cents(remote.tip_amount) > 0 && (
        <div className="cn-totals__row">
          <dt>Tip</dt>
          <dd>{money(remote.tip_amount)}</dd>
        </div>
      )}
      <div className="cn-totals__row">
        <dt>{remote.tax_included ? 'Taxes (included)' : 'Taxes'}</dt>
        <dd>{money(tax / 100)}</dd>
      </div>
      <div className="cn-totals__row cn-totals__row--total">
        <dt>Total</dt>
        <dd>{money(total)}</dd>
      </div>
    </dl>
  );
}

import type { ServerCart } from '../../shared/cart';
import { formatCurrency } from '../../shared/money';

/** Totals from the server's cart, the POS totals (001 §3) where it has them; 001 §9 fee-label experiment on a free fee. */
export function CartTotals({ remote, feeLabel, showFees = true }: { remote: ServerCart; feeLabel: string; showFees?: boolean }) {
  const { pos } = remote;
  const delivery = remote.reservationMode === 'delivery';
  const fee = pos ? pos.deliveryFeeCents : remote.deliveryFeeCents;
  const tax = pos ? pos.salesTaxCents + pos.storeTaxCents : remote.salesTaxCents + remote.storeTaxCents;
  const total = pos ? pos.totalCents : remote.orderTotalCents;
  return (
    <dl className="cn-totals">
      <div className="cn-totals__row">
        <dt>Subtotal</dt>
        <dd>{formatCurrency(remote.itemTotalCents)}</dd>
      </div>
      {remote.allDiscountsCents > 0 && (
        <div className="cn-totals__row cn-totals__row--discount">
          <dt>Discounts</dt>
          <dd>−{formatCurrency(remote.allDiscountsCents)}</dd>
        </div>
      )}
      {showFees && delivery && (
        <div className="cn-totals__row">
          <dt>Delivery fee</dt>
          <dd>{fee === 0 ? feeLabel === 'pink_free_symbol' ? <span className="cn-free">FREE</span> : 'Free' : formatCurrency(fee)}</dd>
        </div>
      )}
      {showFees && remote.serviceFeeCents > 0 && (
        <div className="cn-totals__row">
          <dt>Service fee</dt>
          <dd>{formatCurrency(remote.serviceFeeCents)}</dd>
        </div>
      )}
      {remote.tipCents > 0 && (
        <div className="cn-totals__row">
          <dt>Tip</dt>
          <dd>{formatCurrency(remote.tipCents)}</dd>
        </div>
      )}
      <div className="cn-totals__row">
        <dt>{remote.taxIncluded ? 'Taxes (included)' : 'Taxes'}</dt>
        <dd>{formatCurrency(tax)}</dd>
      </div>
      <div className="cn-totals__row cn-totals__row--total">
        <dt>Total</dt>
        <dd>{formatCurrency(total)}</dd>
      </div>
    </dl>
  );
}

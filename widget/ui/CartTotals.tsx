import type { ServerCart } from '../../shared/cart';
import { formatCurrency } from '../../shared/money';

/** The delivery fee once the server priced an address; before one, or outside the area, there is no fee to show (not 'Free'). */
function deliveryFeeText(remote: ServerCart, fee: number, feeLabel: string) {
  if (remote.deliveryStatus === 'no_address' || (remote.deliveryStatus !== 'outside_area' && !remote.deliveryAddress)) return <span className="cn-muted">Add an address</span>;
  if (remote.deliveryStatus === 'outside_area') return <span className="cn-muted">Not available here</span>;
  if (fee > 0) return formatCurrency(fee);
  return feeLabel === 'pink_free_symbol' ? <span className="cn-free">FREE</span> : 'Free';
}

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
          <dd>{deliveryFeeText(remote, fee, feeLabel)}</dd>
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

import type { ServerCart } from '../../../shared/cart';
import { formatCurrency } from '../../../shared/money';
import type { SalesTaxLookup } from '../../api/carts';

// The lookup's sales_tax_rate is a percent already (9.5 for 9.5 %); up to three decimals (New York's 8.875).
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 });
export const formatTaxRate = (rate: number) => percent.format(rate / 100);

/** The notice that the store does not deliver to the address; Place order points at it (aria-describedby). */
export const DELIVERY_REFUSED_ID = 'cn-delivery-refused';

/**
 * What the server decided for the address (docs/api-commerce.md § Delivery areas): nothing before one is entered,
 * else whether the store delivers there, the rule's reason in plain words, the fee or the minimum still to reach.
 */
export function DeliveryNotice({
  remote,
  storeName,
  minimumCents,
  tax,
  checking,
}: {
  remote: ServerCart;
  storeName: string;
  minimumCents: number | null;
  tax: SalesTaxLookup | null;
  checking: boolean;
}) {
  const reason = remote.deliveryReason ? ` ${remote.deliveryReason}` : '';
  if (checking) return <p className="cn-muted">Checking your address…</p>;
  switch (remote.deliveryStatus) {
    case 'no_address':
      return <p className="cn-muted">Enter your address to see the delivery fee.</p>;
    case 'outside_area':
      return (
        <div className="cn-alert cn-alert--error" role="alert" id={DELIVERY_REFUSED_ID}>
          <p>
            This address is outside {storeName}’s delivery area.{reason} Try another address, or choose pickup.
          </p>
        </div>
      );
    case 'below_minimum':
      return (
        <div className="cn-alert">
          <p>
            We deliver here.{reason} Delivery to this address needs a subtotal of at least {formatCurrency(minimumCents)}. Your bag is at{' '}
            {formatCurrency(remote.discountedSubtotalCents)}.
          </p>
        </div>
      );
    case 'ok':
      return (
        <div className="cn-alert cn-alert--success">
          <p>
            We deliver here.{reason} Delivery fee: {remote.deliveryFeeCents > 0 ? formatCurrency(remote.deliveryFeeCents) : 'free'}
            {tax ? ` · sales tax ${formatTaxRate(tax.sales_tax_rate)}` : ''}.
          </p>
        </div>
      );
    default:
      return null;
  }
}

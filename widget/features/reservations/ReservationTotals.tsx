import type { Reservation } from '../../api/checkout';
import { amountOf, money, taxesOf } from './reservationWords';

/**
 * A reservation's totals as checkout priced them (docs/api-commerce.md: dollars). The receipt shows its taxes in
 * one line; the invoice itemizes the sales tax and the store's taxes, and says when prices include them.
 */
export function ReservationTotals({ reservation, itemizeTaxes = false }: { reservation: Reservation; itemizeTaxes?: boolean }) {
  const totals = reservation.totals;
  const taxes: [string, number][] = itemizeTaxes
    ? [
        ['Sales tax', amountOf(totals, 'sales_tax_amount')],
        ['Store taxes', amountOf(totals, 'store_tax_amount')],
      ]
    : [['Taxes', taxesOf(totals)]];
  const rows: [string, number][] = [
    ['Discounts', -amountOf(totals, 'all_discounts_total')],
    ['Delivery fee', amountOf(totals, 'delivery_fee_amount')],
    ['Service fee', amountOf(totals, 'service_fee_amount')],
    ...taxes,
    ['Tip', amountOf(totals, 'tip_amount')],
  ];
  return (
    <>
      <dl className="cn-rtotals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(amountOf(totals, 'item_total'))}</dd>
        </div>
        {rows
          .filter(([label, value]) => value !== 0 || label === 'Taxes')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value < 0 ? `−${money(-value)}` : money(value)}</dd>
            </div>
          ))}
        <div className="cn-rtotals__total">
          <dt>Total</dt>
          <dd>{money(reservation.amount)}</dd>
        </div>
      </dl>
      {itemizeTaxes && totals?.tax_included === true && <p className="cn-muted">Prices include taxes.</p>}
    </>
  );
}

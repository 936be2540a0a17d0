import type { ServerCart } from '../../../shared/cart';
import { formatCurrency } from '../../../shared/money';
import { weightLabel } from '../../../shared/weights';
import { CartTotals } from '../../ui/CartTotals';

/** The checkout's summary: the lines in short and the totals the order will be placed for. */
export function OrderSummary({ remote, feeLabel }: { remote: ServerCart; feeLabel: string }) {
  return (
    <>
      <ul className="cn-summary-lines" aria-label="Items">
        {remote.lines.map((line) => (
          <li key={`${line.productId}:${line.weight}`} className="cn-summary-line">
            <span>
              {line.count} × {line.name}
              {line.weight !== 'each' && <span className="cn-muted"> · {weightLabel(line.weight)}</span>}
            </span>
            <span>{line.totalCents === null ? '—' : formatCurrency(line.totalCents)}</span>
          </li>
        ))}
      </ul>
      <CartTotals remote={remote} feeLabel={feeLabel} />
    </>
  );
}

import { weightLabel } from '../../../shared/weights';
import type { Cart, PosCartTotals } from '../../../shared/types';
import { CartTotals } from '../cart';
import { money } from './money';

/** The checkout's summary: the lines in short and the totals the order will be placed for. */
export function OrderSummary({ remote, pos, feeLabel }: { remote: Cart; pos: PosCartTotals | null; feeLabel: string }) {
  return (
    <>
      <ul className="cn-summary-lines" aria-label="Items">
        {remote.products.map((p) => {
          const fields = p as unknown as Record<string, number | string | null>;
          const unit = fields[`discounted_price_${p.price_id}`] ?? fields[`price_${p.price_id}`];
          return (
            <li key={`${p.id}:${p.price_id}`} className="cn-summary-line">
              <span>
                {p.count} × {p.name}
                {p.price_id !== 'each' && <span className="cn-muted"> · {weightLabel(p.price_id)}</span>}
              </span>
              <span>{unit === null || unit === undefined ? '—' : money(Number(unit) * p.count)}</span>
            </li>
          );
        })}
      </ul>
      <CartTotals remote={remote} pos={pos} feeLabel={feeLabel} />
    </>
  );
}

import type { ServerCartLine } from '../../../shared/cart';
import { formatCurrency } from '../../../shared/money';
import { weightLabel } from '../../../shared/weights';
import { CountStepper } from './CountStepper';

/** One cart line: weight, a count stepper, price and discount, remove; unavailable lines say so. */
export function CartLineItem({
  line,
  unavailable,
  busy,
  increaseRefusal = null,
  onCount,
  onRemove,
}: {
  line: ServerCartLine;
  unavailable: boolean;
  busy: boolean;
  increaseRefusal?: string | null;
  onCount: (count: number) => void;
  onRemove: () => void;
}) {
  // The price before the discount, struck through, when the unit price (001 §3) is lower.
  const was = line.unitCents !== null && line.priceCents !== null && line.unitCents < line.priceCents ? line.priceCents * line.count : null;
  const weight = line.weight === 'each' ? null : weightLabel(line.weight);
  return (
    <li className={`cn-line${unavailable ? ' cn-line--unavailable' : ''}`}>
      <div className={`cn-line__thumb cn-line__thumb--${line.kind}`} aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M12 21v-7M12 14c-4 0-7-3-7-8 4 0 7 3 7 8Zm0 0c4 0 7-3 7-8-4 0-7 3-7 8Zm0-2c-1.5-3-1.5-6 0-9 1.5 3 1.5 6 0 9Z" />
        </svg>
      </div>
      <div className="cn-line__body">
        <div className="cn-line__top">
          <div>
            <p className="cn-line__name">{line.name}</p>
            <p className="cn-line__meta">
              {line.brand && <span>{line.brand}</span>}
              {weight && <span>{weight}</span>}
              <span>{line.kind.replace('-', ' ')}</span>
            </p>
          </div>
          <p className="cn-line__price">
            {was !== null && (
              <span className="cn-line__was">
                <span className="cn-sr">Was </span>
                {formatCurrency(was)}
              </span>
            )}
            {line.totalCents === null ? '—' : formatCurrency(line.totalCents)}
          </p>
        </div>
        {line.specialTitle && !unavailable && <span className="cn-line__special">{line.specialTitle}</span>}
        {unavailable && <p className="cn-line__warn">No longer available</p>}
        <div className="cn-line__actions">
          {unavailable ? <span /> : <CountStepper count={line.count} label={line.name} busy={busy} increaseRefusal={increaseRefusal} onChange={onCount} />}
          <button type="button" className="cn-link-btn" disabled={busy} onClick={onRemove} aria-label={`Remove ${line.name}${weight ? ` ${weight}` : ''}`}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { formatCurrency } from '../../shared/money';
import type { Currency } from '../../shared/money';
import type { WeightId } from '../../shared/types';
import { weightLabel } from '../../shared/weights';

export interface WeightButtonsProps {
  readonly weights: readonly WeightId[];
  readonly selected: WeightId;
  readonly onSelect: (weight: WeightId) => void;
  /** The price shown under each weight, in cents; omitted when the store hides prices. */
  readonly priceOf?: (weight: WeightId) => number | null;
  readonly currency: Currency;
  readonly label: string;
}

/**
 * The weight choice (000 §3: 54 × 88 buttons), a radio group: one tab stop, arrow keys move the choice.
 */
export function WeightButtons({ weights, selected, onSelect, priceOf, currency, label }: WeightButtonsProps) {
  const group = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const at = weights.indexOf(selected);
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? weights.length - 1 : (at + step + weights.length) % weights.length;
    onSelect(weights[next]);
    group.current?.querySelectorAll<HTMLButtonElement>('[role=radio]')[next]?.focus();
  };
  return (
    <div ref={group} className="cn-weights" role="radiogroup" aria-label={label} onKeyDown={move}>
      {weights.map((weight) => {
        const checked = weight === selected;
        const price = priceOf?.(weight) ?? null;
        return (
          <button key={weight} type="button" role="radio" aria-checked={checked} tabIndex={checked ? 0 : -1} className="cn-weight" onClick={() => onSelect(weight)}>
            <span className="cn-weight__label">{weightLabel(weight)}</span>
            {priceOf && <span className="cn-weight__price">{formatCurrency(price, { currency })}</span>}
          </button>
        );
      })}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { formatCurrency } from '../../shared/money';
import type { Currency } from '../../shared/money';
import type { WeightId } from '../../shared/types';
import { weightLabel } from '../../shared/weights';
import { revealInRow } from './revealInRow';
import { useScrollEdges } from './useScrollEdges';

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
 * On a card narrower than its weights the row scrolls: the edges with more weights fade out (`data-more`), and the
 * weight the keys reach, or the one chosen, is scrolled into the row clear of the fade.
 */
export function WeightButtons({ weights, selected, onSelect, priceOf, currency, label }: WeightButtonsProps) {
  const group = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(group, weights.length);
  const more = [edges.atStart ? null : 'start', edges.atEnd ? null : 'end'].filter(Boolean).join(' ');
  const selectedAt = weights.indexOf(selected);
  useRevealChecked(group, selectedAt);
  const radioAt = (index: number) => group.current?.querySelectorAll<HTMLButtonElement>('[role=radio]')[index];
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? weights.length - 1 : (selectedAt + step + weights.length) % weights.length;
    onSelect(weights[next]);
    const radio = radioAt(next);
    radio?.focus({ preventScroll: true });
    if (radio && group.current) revealInRow(group.current, radio);
  };
  return (
    <div ref={group} className="cn-weights" role="radiogroup" aria-label={label} onKeyDown={move} data-more={more || undefined}>
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

// The weight a card opens on (the kind default, 3.5g, is the third) can sit past a narrow card's edge. Measured in a
// ResizeObserver callback, after the browser's own layout, so drawing a grid of cards forces no extra layout.
function useRevealChecked(group: RefObject<HTMLDivElement | null>, selectedAt: number) {
  useEffect(() => {
    const row = group.current;
    if (!row || selectedAt <= 0 || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      const radio = row.querySelectorAll<HTMLElement>('[role=radio]')[selectedAt];
      if (radio) revealInRow(row, radio);
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [group, selectedAt]);
}

import { useState } from 'react';
import type { NumberRange } from '../../../shared/search';
import type { NumericRange } from '../../../shared/types';

export interface RangeFilterProps {
  readonly title: string;
  readonly unit: '%' | '$';
  /** The range over the current results (the facet's min and max). */
  readonly bounds: NumericRange | undefined;
  readonly value: NumberRange | undefined;
  readonly onApply: (range: NumberRange | null) => void;
}

const toNumber = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/** A min–max filter for THC, CBD or price (000 §3 range facets). */
export function RangeFilter({ title, unit, bounds, value, onApply }: RangeFilterProps) {
  const [min, setMin] = useState(value?.min != null ? String(value.min) : '');
  const [max, setMax] = useState(value?.max != null ? String(value.max) : '');
  const lo = toNumber(min);
  const hi = toNumber(max);
  const invalid = lo !== null && hi !== null && lo > hi;
  const slug = title.toLowerCase();
  return (
    <form
      className="cn-range"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onApply(lo === null && hi === null ? null : { min: lo, max: hi });
      }}
    >
      <p className="cn-facet__title">{title}</p>
      <div className="cn-range__row">
        <label className="cn-range__field">
          <span>Min {unit === '%' ? '%' : '$'}</span>
          <input
            className="cn-input"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            name={`${slug}-min`}
            placeholder={bounds?.min != null ? String(Math.floor(bounds.min)) : '0'}
            value={min}
            onChange={(e) => setMin((e.target as HTMLInputElement).value)}
          />
        </label>
        <span aria-hidden="true" className="cn-muted">
          –
        </span>
        <label className="cn-range__field">
          <span>Max {unit === '%' ? '%' : '$'}</span>
          <input
            className="cn-input"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            name={`${slug}-max`}
            placeholder={bounds?.max != null ? String(Math.ceil(bounds.max)) : ''}
            value={max}
            onChange={(e) => setMax((e.target as HTMLInputElement).value)}
          />
        </label>
      </div>
      {invalid && (
        <p className="cn-range__error" role="alert">
          The minimum is above the maximum.
        </p>
      )}
      <div className="cn-range__actions">
        <button type="button" className="cn-btn cn-btn--ghost cn-btn--small" onClick={() => (setMin(''), setMax(''), onApply(null))}>
          Reset
        </button>
        <button type="submit" className="cn-btn cn-btn--primary cn-btn--small" disabled={invalid}>
          Apply
        </button>
      </div>
    </form>
  );
}

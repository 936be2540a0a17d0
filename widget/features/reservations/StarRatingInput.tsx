import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating from 1 to 5 as five radio inputs (arrow keys move between them, as in any radio group), drawn as
 * stars: every star up to the one chosen is filled.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  legend,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  legend: string;
  error?: string | null;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="cn-stars-input" aria-describedby={error ? errorId : undefined}>
      <legend className="cn-stars-input__legend">{legend}</legend>
      <div className="cn-stars-input__row">
        {STARS.map((star) => (
          <label key={star} className={`cn-stars-input__star${value !== null && star <= value ? ' cn-stars-input__star--on' : ''}`}>
            <input type="radio" className="cn-sr" name={name} value={star} checked={value === star} onChange={() => onChange(star)} onBlur={onBlur} />
            <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
              <path d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8Z" />
            </svg>
            <span className="cn-sr">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        <span className="cn-stars-input__words" aria-hidden="true">
          {value === null ? 'Choose 1 to 5 stars' : `${value} of 5`}
        </span>
      </div>
      {error && (
        <p id={errorId} className="cn-resv-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

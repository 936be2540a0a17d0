import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useStyles } from '../app';
import { ratingInputCss } from './ratingInputCss';

const STARS = [1, 2, 3, 4, 5] as const;

export interface RatingInputProps {
  readonly value: number | null;
  readonly onChange: (rating: number) => void;
  readonly onBlur: () => void;
  readonly labelId: string;
  readonly errorId?: string;
}

/**
 * A rating from 1 to 5 (a product review, 000 §2; a reservation's, 001 §2), one to five stars as a radio group: one tab stop (the chosen star, else the first), arrow keys move the choice,
 * Home and End jump to 1 and 5. Stars up to the chosen one are filled.
 */
export function RatingInput({ value, onChange, onBlur, labelId, errorId }: RatingInputProps) {
  useStyles('rating-input', ratingInputCss);
  const group = useRef<HTMLDivElement>(null);
  const choose = (rating: number) => {
    onChange(rating);
    group.current?.querySelectorAll<HTMLButtonElement>('[role=radio]')[rating - 1]?.focus();
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    if (event.key === 'Home') return choose(1);
    if (event.key === 'End') return choose(5);
    // As native radios do: with no choice yet the arrows move from the focused (first) star; past 5 they wrap to 1.
    const from = value ?? 1;
    choose(((from - 1 + step + 5) % 5) + 1);
  };
  return (
    <div
      ref={group}
      className="cn-rating"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onKeyDown={move}
      onBlur={(event) => {
        // Leaving the group, not moving between its stars, counts as a blur of the field.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      {STARS.map((rating) => {
        const checked = rating === value;
        return (
          <button
            key={rating}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}`}
            tabIndex={checked || (value === null && rating === 1) ? 0 : -1}
            className={`cn-rating__star${value !== null && rating <= value ? ' cn-rating__star--on' : ''}`}
            onClick={() => choose(rating)}
          >
            <span aria-hidden="true">★</span>
          </button>
        );
      })}
      <span className="cn-rating__text" aria-hidden="true">
        {value === null ? 'Choose 1 to 5 stars' : `${value} out of 5`}
      </span>
    </div>
  );
}

import { REVIEW_TAGS_MAX } from '../../../shared/schemas';

export interface TagChipsProps {
  readonly id: string;
  readonly legend: string;
  readonly choices: readonly string[];
  readonly chosen: readonly string[];
  readonly onToggle: (tag: string) => void;
  readonly error?: string;
}

/** A group of toggle chips (buttons with aria-pressed); once REVIEW_TAGS_MAX are on, the others wait. */
export function TagChips({ id, legend, choices, chosen, onToggle, error }: TagChipsProps) {
  const full = chosen.length >= REVIEW_TAGS_MAX;
  return (
    <div className="cn-rf__field">
      <p className="cn-rf__label" id={`${id}-label`}>
        {legend} <span className="cn-muted">(optional)</span>
      </p>
      <div className="cn-rf__chips" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
        {choices.map((tag) => {
          const on = chosen.includes(tag);
          return (
            <button key={tag} type="button" className="cn-rf__chip" aria-pressed={on} disabled={!on && full} onClick={() => onToggle(tag)}>
              {on && (
                <span className="cn-rf__tick" aria-hidden="true">
                  ✓
                </span>
              )}
              {tag}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="cn-rf__error">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';

/**
 * A count stepper: − count +, with labelled buttons. `increaseRefusal` (a cart limit the next one would break) disables
 * + and says why, as its tooltip and its accessible description.
 */
export function CountStepper({
  count,
  max = 99,
  label,
  busy = false,
  increaseRefusal = null,
  onChange,
}: {
  count: number;
  max?: number;
  label: string;
  busy?: boolean;
  increaseRefusal?: string | null;
  onChange: (count: number) => void;
}) {
  const refusalId = useId();
  return (
    <div className="cn-stepper" role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" aria-label={`Decrease quantity of ${label}`} disabled={busy || count <= 1} onClick={() => onChange(count - 1)}>
        −
      </button>
      <output aria-live="polite" aria-label={`Quantity ${count}`}>
        {count}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${label}`}
        aria-describedby={increaseRefusal ? refusalId : undefined}
        title={increaseRefusal ?? undefined}
        disabled={busy || count >= max || increaseRefusal !== null}
        onClick={() => onChange(count + 1)}
      >
        +
      </button>
      {increaseRefusal && (
        <span id={refusalId} className="cn-sr">
          {increaseRefusal}
        </span>
      )}
    </div>
  );
}

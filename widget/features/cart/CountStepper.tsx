/** A count stepper: − count +, with labelled buttons; − at 1 is remove only when `onRemove` is given. */
export function CountStepper({ count, max = 99, label, busy = false, onChange }: { count: number; max?: number; label: string; busy?: boolean; onChange: (count: number) => void }) {
  return (
    <div className="cn-stepper" role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" aria-label={`Decrease quantity of ${label}`} disabled={busy || count <= 1} onClick={() => onChange(count - 1)}>
        −
      </button>
      <output aria-live="polite" aria-label={`Quantity ${count}`}>
        {count}
      </output>
      <button type="button" aria-label={`Increase quantity of ${label}`} disabled={busy || count >= max} onClick={() => onChange(count + 1)}>
        +
      </button>
    </div>
  );
}

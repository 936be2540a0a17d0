import { offeredReservationModes } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import type { Store } from '../../../shared/types';

const LABELS: Record<ReservationMode, { title: string; sub: string }> = {
  pickup: { title: 'Pickup', sub: 'Collect in store' },
  delivery: { title: 'Delivery', sub: 'To your door' },
  curbside: { title: 'Curbside', sub: 'We bring it to your car' },
};

/** 001 §9 reservation modes, only those the store offers (shared with the bag's order-minimum notices). */
export const offeredModes: (store: Store) => ReservationMode[] = offeredReservationModes;

export function ModeSection({ store, mode, busy, onChange }: { store: Store; mode: ReservationMode; busy: boolean; onChange: (mode: ReservationMode) => void }) {
  const modes = offeredModes(store);
  return (
    <fieldset className="cn-choices cn-choices--row" aria-describedby="cn-mode-note" disabled={busy}>
      <legend className="cn-sr">How would you like to get your order?</legend>
      {modes.map((m) => (
        <label key={m} className="cn-choice">
          <input type="radio" name="cn-mode" value={m} checked={mode === m} onChange={() => onChange(m)} />
          <span>
            {LABELS[m].title}
            <span className="cn-choice__sub">
              {LABELS[m].sub} · {store[`${m}_timing`].min_lead_time} min+
            </span>
          </span>
        </label>
      ))}
      <p id="cn-mode-note" className="cn-sr">
        Changing how you get your order updates your totals.
      </p>
    </fieldset>
  );
}

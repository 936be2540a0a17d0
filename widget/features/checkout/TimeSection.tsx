import { useEffect } from 'react';
import { nextOpeningText, offeredTime } from '../../../shared/cart';
import type { CheckoutSlot } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { reservationTimeLabel } from '../../../shared/fulfilment';
import type { Store } from '../../../shared/types';
import type { CartState } from '../../state/cart';
import { useSignalValue } from '../../state/useSignalValue';
import type { CheckoutForm } from './useCheckoutForm';
import { TIME_CLOSED_ID, useTimeOffer } from './useTimeOffer';

/** '30–60' minutes, or '90' when the least and the most are the same. */
const leadRange = ({ min_lead_time: least, max_lead_time: most }: { min_lead_time: number; max_lead_time?: number }) =>
  most == null || most <= least ? `${least}` : `${least}–${most}`;

function byDay(slots: readonly CheckoutSlot[]): [string, CheckoutSlot[]][] {
  const groups = new Map<string, CheckoutSlot[]>();
  for (const slot of slots) groups.set(slot.day, [...(groups.get(slot.day) ?? []), slot]);
  return [...groups];
}

/**
 * The reservation time (000 §3 per-mode hours and timing), in the store's zone whatever the shopper's device says:
 * as soon as possible while the store is open before last call, else its first real slot; every slot of the 7-day
 * window (000 §4), other days only where the store takes future-day orders; a store closed now takes none unless it
 * allows off-hours ordering. A delivery follows the saved address's zip timing (000 §3 delivery_zipcodes, shared/cart
 * withAreaTiming), redrawn whenever the cart answers for another address. The host checks the chosen time by the
 * same rule (shared/cart slotRules).
 */
export function TimeSection({ form, store, mode, now, cart }: { form: CheckoutForm; store: Store; mode: ReservationMode; now: number; cart: CartState }) {
  const { rules, offer, closed } = useTimeOffer(store, mode, now, useSignalValue(cart.model).remote);
  const chosen = offeredTime(offer, form.values.time);
  // A mode change, or a draft's time the store no longer offers, moves the choice to what the store can fill.
  useEffect(() => {
    if (chosen !== form.values.time) form.set('time', chosen);
  }, [chosen, form]);
  const label = reservationTimeLabel(mode);
  const opens = offer.ordering.kind === 'open' ? null : nextOpeningText(rules, now);
  if (closed) {
    const why = offer.ordering.kind === 'refused' ? offer.ordering.message : `The store is closed for ${mode} now and takes no orders for another day`;
    return (
      <div className="cn-field">
        <p className="cn-field__name">{label}</p>
        <div className="cn-alert cn-alert--error" role="alert" id={TIME_CLOSED_ID}>
          {why}.{opens ? ` It opens ${opens}.` : ''}
        </div>
      </div>
    );
  }
  const { timing } = rules;
  return (
    <div className="cn-field">
      <label htmlFor="cn-time">{label}</label>
      <select
        id="cn-time"
        className="cn-input cn-select"
        value={chosen}
        aria-describedby={opens ? 'cn-time-hint' : undefined}
        onChange={(e) => form.set('time', e.currentTarget.value)}
        onBlur={() => form.blur('time')}
      >
        {offer.ordering.kind === 'open' && <option value="">As soon as possible ({leadRange(timing)} min)</option>}
        {byDay(offer.slots).map(([day, list]) => (
          <optgroup key={day} label={day}>
            {list.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {slot.day}, {slot.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {opens && (
        <p id="cn-time-hint" className="cn-muted" style={{ fontSize: 13 }}>
          The store is closed for {mode} now; it opens {opens}. The first time it can fill is chosen for you.
        </p>
      )}
    </div>
  );
}

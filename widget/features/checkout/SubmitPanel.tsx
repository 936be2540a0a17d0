import type { ServerCart } from '../../../shared/cart';
import type { CartState } from '../../state/cart';
import { SignInNotice, type SignInReason } from './AccountNotices';
import { DELIVERY_REFUSED_ID } from './DeliveryNotice';
import { TIME_CLOSED_ID } from './useTimeOffer';

/** The order-minimum notice beside Place order (OrderMinimumNotices' currentId). */
export const MINIMUM_NOTICE_ID = 'cn-checkout-minimum';
const HINT_ID = 'cn-submit-hint';

export interface SubmitState {
  readonly error: string | null;
  readonly signIn: SignInReason | null;
  /** The ID notice above says what is missing; Place order waits for it. */
  readonly idMissing: boolean;
  readonly formValid: boolean;
  /** The store takes no order now: the time section says why and when it opens. */
  readonly closed: boolean;
  /** The bag is under the mode's minimum: the notice beside the button says by how much. */
  readonly belowMinimum: boolean;
  /** The store does not deliver to the address: the address section says so. */
  readonly outsideArea: boolean;
  readonly disabled: boolean;
  readonly checkingOut: boolean;
}

/** Beside Place order, while it waits on something the shopper has to know of: what to do, or what to wait for. */
function hintOf({ closed, idMissing, formValid }: SubmitState): string | null {
  if (closed) return 'You can place your order once the store takes orders again.';
  if (idMissing) return 'Add the ID this store needs to place your order.';
  return formValid ? null : 'Fill in the required details to place your order.';
}

/**
 * The notices that say why Place order waits, for its aria-describedby: a screen reader hears the reason with the
 * button, as a sighted shopper reads it beside the button or in the section it concerns.
 */
function waitReasonIds(state: SubmitState, hint: string | null): string | undefined {
  const ids = [state.closed && TIME_CLOSED_ID, state.outsideArea && DELIVERY_REFUSED_ID, state.belowMinimum && MINIMUM_NOTICE_ID, hint && HINT_ID].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The foot of the summary: what stops the order (an error, a sign-in, the fix-unavailable flow) and Place order. */
export function SubmitPanel({ state, remote, cart, onErrorCleared }: { state: SubmitState; remote: ServerCart; cart: CartState; onErrorCleared: () => void }) {
  const { error, signIn, disabled, checkingOut } = state;
  const hint = checkingOut ? null : hintOf(state);
  return (
    <div className="cn-submit">
      {signIn && <SignInNotice reason={signIn} />}
      {error && (
        <div className="cn-alert cn-alert--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      {remote.unavailable.length > 0 && (
        <div className="cn-alert" role="status">
          <p>Some items are no longer available.</p>
          <button type="button" className="cn-btn cn-btn--small cn-btn--secondary" onClick={() => void cart.removeUnavailable().then(onErrorCleared)}>
            Remove them
          </button>
        </div>
      )}
      <button type="submit" className="cn-btn cn-btn--primary cn-btn--block" disabled={disabled} aria-describedby={disabled ? waitReasonIds(state, hint) : undefined}>
        {checkingOut ? (
          <>
            <span className="cn-spinner" aria-hidden="true" /> Placing your order…
          </>
        ) : (
          'Place order'
        )}
      </button>
      {hint && (
        <p id={HINT_ID} className="cn-muted" style={{ fontSize: 13, textAlign: 'center' }}>
          {hint}
        </p>
      )}
    </div>
  );
}

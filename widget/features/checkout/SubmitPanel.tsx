import type { ServerCart } from '../../../shared/cart';
import type { CartState } from '../../state/cart';
import { SignInNotice, type SignInReason } from './AccountNotices';

export interface SubmitState {
  readonly error: string | null;
  readonly signIn: SignInReason | null;
  /** The ID notice above says what is missing; Place order waits for it. */
  readonly idMissing: boolean;
  readonly formValid: boolean;
  readonly disabled: boolean;
  readonly checkingOut: boolean;
}

/** The foot of the summary: what stops the order (an error, a sign-in, the fix-unavailable flow) and Place order. */
export function SubmitPanel({ state, remote, cart, onErrorCleared }: { state: SubmitState; remote: ServerCart; cart: CartState; onErrorCleared: () => void }) {
  const { error, signIn, idMissing, formValid, disabled, checkingOut } = state;
  const hint = idMissing ? 'Add the ID this store needs to place your order.' : !formValid ? 'Fill in the required details to place your order.' : null;
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
      <button type="submit" className="cn-btn cn-btn--primary cn-btn--block" disabled={disabled}>
        {checkingOut ? (
          <>
            <span className="cn-spinner" aria-hidden="true" /> Placing your order…
          </>
        ) : (
          'Place order'
        )}
      </button>
      {hint && !checkingOut && (
        <p className="cn-muted" style={{ fontSize: 13, textAlign: 'center' }}>
          {hint}
        </p>
      )}
    </div>
  );
}

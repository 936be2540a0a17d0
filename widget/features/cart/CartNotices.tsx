import { useState } from 'react';
import { clearChangedSpecialFlag } from '../../api/carts';
import type { CartState } from '../../state/cart';
import type { ServerCart } from '../../../shared/cart';
import { useSignalValue } from '../../state/useSignalValue';
import type { Http } from '../../api/createHttp';

/**
 * The bag's notices (001 §4): unavailable products with one-click removal, dismissible special-changed
 * notices, and the last refusal (a cart limit names its group).
 */
export function CartNotices({ cart, remote, http }: { cart: CartState; remote: ServerCart; http: Http }) {
  const lastError = useSignalValue(cart.lastError);
  const fixing = useSignalValue(cart.fixUnavailable);
  const [busy, setBusy] = useState(false);
  const unavailable = remote.unavailable.length;
  const changed = remote.specialChanged;
  return (
    <>
      {lastError && (
        <div className="cn-alert cn-alert--error" role="alert">
          <p>{lastError}</p>
          <button type="button" className="cn-icon-btn" aria-label="Dismiss" onClick={() => cart.dismissError()}>
            ✕
          </button>
        </div>
      )}
      {unavailable > 0 && (
        <div className={`cn-alert${fixing ? ' cn-alert--error' : ''}`} role={fixing ? 'alert' : 'status'}>
          <p>{unavailable === 1 ? 'One item in your bag is' : `${unavailable} items in your bag are`} no longer available.</p>
          <button
            type="button"
            className="cn-btn cn-btn--small cn-btn--secondary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await cart.removeUnavailable();
              setBusy(false);
            }}
          >
            Remove {unavailable === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
      {changed && (
        <div className="cn-alert cn-alert--info" role="status">
          <p>A special on an item in your bag has changed, so its price has been updated.</p>
          <button
            type="button"
            className="cn-icon-btn"
            aria-label="Dismiss special change notice"
            onClick={async () => {
              try {
                const answer = await clearChangedSpecialFlag(http, remote.uuid);
                if (answer.uuid === cart.uuid.peek()) cart.loaded(answer);
              } catch (error) {
                console.warn('[canopy] clearing the special flag failed', error);
              }
            }}
          >
            ✕
          </button>
        </div>
      )}
    </>
  );
}

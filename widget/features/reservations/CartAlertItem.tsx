import { useState } from 'react';
import { clearChangedSpecialFlag } from '../../api/carts';
import { Link, useWidget } from '../../app';
import { formErrorMessage } from '../../../shared/forms';
import type { CartAlert } from './cartAlertList';

/** One alert of the bag with what the shopper can do about it, one request per action (DESIGN §3). */
export function CartAlertItem({ alert, menu }: { alert: CartAlert; menu: string }) {
  const { cart, http } = useWidget();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const tone =
    alert.kind === 'refusal' || alert.kind === 'unavailable' || alert.kind === 'outsideArea' || (alert.kind === 'limit' && alert.over)
      ? ' cn-alert--error'
      : alert.kind === 'specialChanged'
        ? ' cn-alert--info'
        : '';
  return (
    <li className={`cn-alert${tone}`}>
      <div className="cn-resv-alert__body">
        <AlertText alert={alert} />
        {failure && <p role="alert">{failure}</p>}
      </div>
      {alert.kind === 'refusal' && (
        <button type="button" className="cn-btn cn-btn--small cn-btn--secondary" onClick={() => cart.dismissError()}>
          Dismiss
        </button>
      )}
      {alert.kind === 'unavailable' && (
        <button type="button" className="cn-btn cn-btn--small cn-btn--secondary" disabled={busy} onClick={() => act(() => cart.removeUnavailable())}>
          Remove {alert.names.length === 1 ? 'it' : 'them'}
        </button>
      )}
      {alert.kind === 'specialChanged' && (
        <button
          type="button"
          className="cn-btn cn-btn--small cn-btn--secondary"
          disabled={busy}
          onClick={() =>
            act(async () => {
              const uuid = cart.uuid.peek();
              if (!uuid) return;
              const answer = await clearChangedSpecialFlag(http, uuid);
              if (answer.uuid === cart.uuid.peek()) cart.loaded(answer);
            })
          }
        >
          Dismiss
        </button>
      )}
      {alert.kind === 'outsideArea' && (
        <Link className="cn-btn cn-btn--small cn-btn--secondary" to="/cart/checkout">
          Change address
        </Link>
      )}
      {alert.kind === 'minimum' && (
        <Link className="cn-btn cn-btn--small cn-btn--secondary" to={menu}>
          Add items
        </Link>
      )}
      {alert.kind === 'limit' && (
        <Link className="cn-btn cn-btn--small cn-btn--secondary" to="/cart">
          Review your bag
        </Link>
      )}
    </li>
  );
}

function AlertText({ alert }: { alert: CartAlert }) {
  switch (alert.kind) {
    case 'refusal':
    case 'minimum':
    case 'limit':
      return <p>{alert.message}</p>;
    case 'unavailable':
      return (
        <>
          <p>{alert.names.length === 1 ? 'This item is' : 'These items are'} no longer available:</p>
          <ul className="cn-resv-alert__names">
            {alert.names.map((name, index) => (
              <li key={`${name}:${index}`}>{name}</li>
            ))}
          </ul>
        </>
      );
    case 'specialChanged':
      return <p>A special on something in your bag changed; the prices shown are up to date.</p>;
    case 'outsideArea':
      return <p>Your delivery address is outside the store’s delivery area. Change the address, or choose pickup.</p>;
  }
}

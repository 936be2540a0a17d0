import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, storePaths, useStyles, useTitle } from '../../app';
import { cartCss } from '../../ui/cartCss';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { useCartView } from '../../ui/useCartView';
import { useSignalValue } from '../../state/useSignalValue';
import { CartAlertItem } from './CartAlertItem';
import { cartAlertList } from './cartAlertList';
import { ReservationSkeleton } from './ReservationState';
import { reservationsCss } from './reservationsCss';

/**
 * 001 §2 /cartAlerts: everything in the bag that needs the shopper before checkout, each with what to do about
 * it (remove unavailable products, dismiss a changed special, reach a minimum, mind a limit).
 */
export function CartAlertsPage() {
  useStyles('cart', cartCss);
  useStyles('reservations', reservationsCss);
  useTitle('Bag alerts');
  const { widget, cart, model, remote, store } = useCartView({ refresh: false });
  const lastError = useSignalValue(cart.lastError);
  const [checked, setChecked] = useState(false);
  // 001 §9: the bag is asked for again (it may have changed on another tab or at the store); a lost connection
  // leaves no answer, which is this page's error state.
  const check = useCallback(
    (force: boolean) => {
      setChecked(false);
      void cart.refresh(force).finally(() => setChecked(true));
    },
    [cart],
  );
  useEffect(() => check(false), [check]);
  // Lines restored from storage carry no limit data until it is fetched (001 §9); the limits need it.
  const needsLimits = (store?.cart_limit_rules?.length ?? 0) > 0 && model.lines.some((line) => !line.limit);
  useEffect(() => {
    if (needsLimits) void cart.loadLimits();
  }, [cart, needsLimits]);

  const heading = <h1 className="cn-h1">Bag alerts</h1>;
  if (model.lines.length === 0 || (remote && remote.lines.length === 0)) return <NoAlerts heading={heading} empty />;
  if (!remote) {
    return (
      <div className="cn-resv-alerts">
        {heading}
        {checked ? <LoadError what="your bag" error={null} onRetry={() => check(true)} /> : <ReservationSkeleton rows={2} />}
      </div>
    );
  }
  const alerts = cartAlertList({ remote, lines: model.lines, store, lastError });
  if (alerts.length === 0) return <NoAlerts heading={heading} />;
  const menu = model.store ? storePaths(model.store, widget.embedded ? widget.storeId : null).menu : '/';
  return (
    <div className="cn-resv-alerts">
      {heading}
      <p className="cn-muted">{alerts.length === 1 ? 'One thing needs' : `${alerts.length} things need`} your attention before checkout.</p>
      <ul className="cn-resv-alerts__list">
        {alerts.map((alert, index) => (
          <CartAlertItem key={`${alert.kind}:${index}`} alert={alert} menu={menu} />
        ))}
      </ul>
      <Link to="/cart">Go to your bag</Link>
    </div>
  );
}

function NoAlerts({ heading, empty = false }: { heading: ReactNode; empty?: boolean }) {
  return (
    <div className="cn-resv-alerts">
      {heading}
      <StatePanel
        title="No alerts"
        icon="✓"
        action={
          <Link className="cn-btn cn-btn--primary" to="/cart">
            Go to your bag
          </Link>
        }
      >
        {empty ? 'Your bag is empty.' : 'Nothing in your bag needs your attention.'}
      </StatePanel>
    </div>
  );
}

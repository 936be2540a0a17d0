import { Link, storePaths, useStyles, useTitle, useTrack } from '../../app';
import { cartParams } from '../../platform/analytics';
import { BagMinimums } from './BagMinimums';
import { BundleNotice } from './BundleNotice';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import { CartTotals } from '../../ui/CartTotals';
import { EmptyBag } from '../../ui/EmptyBag';
import { CheckoutButton } from './CheckoutButton';
import { LimitMeters } from './LimitMeters';
import { LoyaltyPanel } from './LoyaltyPanel';
import { OneClickCheckout } from './OneClickCheckout';
import { useOneClickCheckout } from './useOneClickCheckout';
import { PromoCodeForm } from './PromoCodeForm';
import { cartCss } from '../../ui/cartCss';
import { useCartView } from '../../ui/useCartView';
import { CartToppersRow } from '../../ui/rankedRows/lazyRows';

/** The cart page (001 §2 /cart). */
export function CartPage() {
  useStyles('cart', cartCss);
  useTitle('Your bag');
  const { widget, cart, model, remote, store, feeLabel } = useCartView();
  useTrack('view_cart', remote ? remote.uuid : null, () => cartParams(remote!, widget.analytics.currencyOf(remote!.store?.id)));
  const oneClick = useOneClickCheckout(store, remote);
  const count = model.lines.reduce((sum, line) => sum + line.count, 0);
  if (model.lines.length === 0) return <EmptyBag menu={widget.storeId !== null ? '/menu' : '/'} />;
  const menu = model.store ? storePaths(model.store, widget.embedded ? widget.storeId : null).menu : '/';
  return (
    <div className="cn-cartpage">
      <div>
        <div className="cn-cartpage__head">
          <h1 className="cn-h1">Your bag</h1>
          <Link to={menu}>Continue shopping</Link>
        </div>
        <p className="cn-cartpage__store">
          {count} {count === 1 ? 'item' : 'items'}
          {model.store ? ` from ${model.store.name}` : ''} · {model.reservationMode.charAt(0).toUpperCase() + model.reservationMode.slice(1)}
        </p>
        <div style={{ marginTop: 16, display: 'grid', gap: 12 }}>
          {remote && <CartNotices cart={cart} remote={remote} http={widget.http} />}
          <BundleNotice store={model.store} />
          <section className="cn-panel" aria-label="Items">
            {remote ? <CartLines cart={cart} remote={remote} /> : <p className="cn-muted">Loading your bag…</p>}
          </section>
          <CartToppersRow />
        </div>
      </div>
      <aside className="cn-cartpage__aside" aria-label="Order summary">
        {remote && (
          <section className="cn-panel" aria-labelledby="cn-summary-title">
            <h2 id="cn-summary-title" className="cn-panel__title">
              Order summary
            </h2>
            <CartTotals remote={remote} feeLabel={feeLabel} />
            <div style={{ marginTop: 16, display: 'grid', gap: 14 }}>
              <BagMinimums store={store} remote={remote} />
              <OneClickCheckout oneClick={oneClick} />
              <CheckoutButton store={store} disabled={remote.unavailable.length > 0} secondary={oneClick.plan !== null} />
              <PromoCodeForm cart={cart} remote={remote} />
            </div>
          </section>
        )}
        <LimitMeters store={store} remote={remote} cart={cart} />
        {remote && <LoyaltyPanel store={store} remote={remote} cart={cart} http={widget.http} />}
      </aside>
    </div>
  );
}

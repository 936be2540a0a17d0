import { Link, storePaths, useStyles, useTitle } from '../../app';
import { BundleNotice } from './BundleNotice';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import { CartTotals } from './CartTotals';
import { CheckoutButton } from './CheckoutButton';
import { LimitMeters } from './LimitMeters';
import { LoyaltyPanel } from './LoyaltyPanel';
import { PromoCodeForm } from './PromoCodeForm';
import { cartCss } from './cartCss';
import { useCartView } from './useCartView';

/** The cart page (001 §2 /cart, issue 7 §3). */
export function CartPage() {
  useStyles('cart', cartCss);
  useTitle('Your bag');
  const { widget, cart, model, remote, pos, store, feeLabel } = useCartView();
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
        </div>
      </div>
      <aside className="cn-cartpage__aside" aria-label="Order summary">
        {remote && (
          <section className="cn-panel" aria-labelledby="cn-summary-title">
            <h2 id="cn-summary-title" className="cn-panel__title">
              Order summary
            </h2>
            <CartTotals remote={remote} pos={pos} feeLabel={feeLabel} />
            <div style={{ marginTop: 16, display: 'grid', gap: 14 }}>
              <CheckoutButton store={store} disabled={remote.unavailable_products.length > 0} />
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

export function EmptyBag({ menu }: { menu: string }) {
  return (
    <div className="cn-empty">
      <div className="cn-empty__icon" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 7h12l-1 13H7L6 7Z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </svg>
      </div>
      <h1 className="cn-h2">Your bag is empty</h1>
      <p className="cn-muted">Products you add will show up here.</p>
      <Link className="cn-btn cn-btn--primary" to={menu}>
        Browse the menu
      </Link>
    </div>
  );
}

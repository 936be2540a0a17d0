import { formatCurrency } from '../../../shared/money';
import { useStyles, useTrack, useWidget } from '../../app';
import { cartParams } from '../../platform/analytics';
import { BagMinimums } from './BagMinimums';
import { BundleNotice } from './BundleNotice';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import { CheckoutButton } from './CheckoutButton';
import { Dialog } from './Dialog';
import { LimitMeters } from './LimitMeters';
import { OneClickCheckout } from './OneClickCheckout';
import { useOneClickCheckout } from './useOneClickCheckout';
import { cartCss } from '../../ui/cartCss';
import { useCartView } from '../../ui/useCartView';
import { CartToppersRow } from '../../ui/rankedRows/lazyRows';

/** The cart drawer (001 §4): opens after adding; lines, limits, notices, subtotal, checkout. */
export function CartDrawer() {
  useStyles('cart', cartCss);
  const { router, http, analytics } = useWidget();
  const { cart, model, remote, store } = useCartView({ refresh: false });
  // 001 §7 view_cart: once per opening (the drawer is drawn afresh each time it opens), as the cart page sends it.
  useTrack('view_cart', remote ? remote.uuid : null, () => cartParams(remote!, analytics.currencyOf(remote!.store?.id)));
  const close = () => (cart.drawerOpen.value = false);
  const oneClick = useOneClickCheckout(store, remote, close);
  const count = model.lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <Dialog label="Your bag" variant="sheet" onClose={close}>
      <div className="cn-sheet__head">
        <h2 className="cn-h3">
          Your bag
          {count > 0 && (
            <span className="cn-muted">
              {' '}
              · {count} {count === 1 ? 'item' : 'items'}
            </span>
          )}
        </h2>
        <button type="button" className="cn-icon-btn" aria-label="Close bag" onClick={close}>
          ✕
        </button>
      </div>
      <div className="cn-sheet__body">
        {remote ? <CartNotices cart={cart} remote={remote} http={http} /> : null}
        <BundleNotice store={model.store} />
        {model.lines.length === 0 ? (
          <p className="cn-muted">Your bag is empty.</p>
        ) : remote ? (
          <>
            {model.store && <p className="cn-cartpage__store">From {model.store.name}</p>}
            <CartLines cart={cart} remote={remote} />
            <LimitMeters store={store} remote={remote} cart={cart} />
            <CartToppersRow folded />
          </>
        ) : (
          <p className="cn-muted">Loading your bag…</p>
        )}
      </div>
      {remote && model.lines.length > 0 && (
        <div className="cn-sheet__foot">
          <p className="cn-subtotal">
            <span>Subtotal</span>
            <span>{formatCurrency(remote.discountedSubtotalCents)}</span>
          </p>
          <BagMinimums store={store} remote={remote} />
          <OneClickCheckout oneClick={oneClick} />
          <CheckoutButton store={store} disabled={remote.unavailable.length > 0} onNavigate={close} secondary={oneClick.plan !== null} />
          <button
            type="button"
            className="cn-btn cn-btn--secondary cn-btn--block"
            onClick={() => {
              close();
              router.navigate('/cart');
            }}
          >
            View bag
          </button>
        </div>
      )}
    </Dialog>
  );
}

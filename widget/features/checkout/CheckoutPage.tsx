import { useEffect } from 'react';
import { useStyles, useTitle } from '../../app';
import { cartCss } from '../../ui/cartCss';
import { EmptyBag } from '../../ui/EmptyBag';
import { useCartView } from '../../ui/useCartView';
import { CheckoutForm } from './CheckoutForm';
import { checkoutCss } from './checkoutCss';

/** /cart/checkout and /cart/guest_checkout (001 §2; the flow of 001 §4–5). */
export function CheckoutPage({ guest }: { guest: boolean }) {
  useStyles('cart', cartCss);
  useStyles('checkout', checkoutCss);
  useTitle(guest ? 'Guest checkout' : 'Checkout');
  const view = useCartView({ refresh: false });
  const { cart, model, remote, store } = view;
  // Checkout always starts from the server's current totals.
  useEffect(() => {
    void cart.refresh(true);
  }, [cart]);
  if (model.lines.length === 0 && !model.checkingOut) return <EmptyBag menu={view.widget.storeId !== null ? '/menu' : '/'} />;
  if (!remote || !store) {
    return (
      <div className="cn-checkout" aria-busy="true">
        <div className="cn-panel">
          <p className="cn-muted">Loading checkout…</p>
        </div>
      </div>
    );
  }
  return <CheckoutForm key={remote.uuid} guestRoute={guest} view={{ ...view, remote, store }} />;
}

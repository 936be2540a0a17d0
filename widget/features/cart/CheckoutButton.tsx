import type { Store } from '../../../shared/types';
import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';

/**
 * Where "Check out" goes: the signed-in checkout, else guest checkout where the store allows guests, else log in.
 * With sign-in turned off on the site (001 §1) a store that takes no guest orders cannot be ordered from: null.
 */
export function checkoutPath(signedIn: boolean, store: Store | null, signInOn = true): string | null {
  if (signedIn) return '/cart/checkout';
  if (store?.guest_checkout_setting !== 'disabled') return '/cart/guest_checkout';
  return signInOn ? '/login' : null;
}

/** `secondary`: one-click checkout's Reserve now above is the bag's main button. */
export function CheckoutButton({ store, disabled, onNavigate, secondary }: { store: Store | null; disabled: boolean; onNavigate?: () => void; secondary?: boolean }) {
  const { router, session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  const to = checkoutPath(signedIn, store, session.enabled);
  return (
    <>
      {to === null && (
        <p id="cn-checkout-off" className="cn-muted">
          {store?.name ?? 'This store'} takes orders only from signed-in shoppers, and sign-in is turned off on this site.
        </p>
      )}
      <button
        type="button"
        className={`cn-btn ${secondary ? 'cn-btn--secondary' : 'cn-btn--primary'} cn-btn--block`}
        disabled={disabled || to === null}
        aria-describedby={to === null ? 'cn-checkout-off' : undefined}
        onClick={() => {
          if (to === null) return;
          onNavigate?.();
          router.navigate(to);
        }}
      >
        {to === '/login' ? 'Log in to check out' : 'Check out'}
      </button>
    </>
  );
}

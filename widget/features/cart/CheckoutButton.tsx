import type { Store } from '../../../shared/types';
import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';

/** Where "Check out" goes: the signed-in checkout, else guest checkout where the store allows guests. */
export function checkoutPath(signedIn: boolean, store: Store | null): string {
  if (signedIn) return '/cart/checkout';
  return store?.guest_checkout_setting === 'disabled' ? '/login' : '/cart/guest_checkout';
}

export function CheckoutButton({ store, disabled, onNavigate }: { store: Store | null; disabled: boolean; onNavigate?: () => void }) {
  const { router, session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  const to = checkoutPath(signedIn, store);
  return (
    <button
      type="button"
      className="cn-btn cn-btn--primary cn-btn--block"
      disabled={disabled}
      onClick={() => {
        onNavigate?.();
        router.navigate(to);
      }}
    >
      {to === '/login' ? 'Log in to check out' : 'Check out'}
    </button>
  );
}

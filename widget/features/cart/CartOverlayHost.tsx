import { Suspense, useEffect } from 'react';
import { lazyPage, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';

const CartOverlays = lazyPage(
  () => import('./CartOverlays'),
  (m) => m.CartOverlays,
);

/** The shell's slot for the bag's overlays: nothing is loaded until the drawer or the replace prompt opens. */
export function CartOverlayHost() {
  const { cart, router } = useWidget();
  const open = useSignalValue(cart.drawerOpen);
  const path = useSignalValue(router.path);
  // A new page closes the drawer (its links and Check out lead away; so do the host's back and forward).
  useEffect(() => {
    cart.drawerOpen.value = false;
  }, [cart, path]);
  const request = useSignalValue(cart.replaceRequest);
  if (!open && !request) return null;
  return (
    <Suspense fallback={null}>
      <CartOverlays />
    </Suspense>
  );
}

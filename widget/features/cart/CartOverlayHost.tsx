import { Suspense } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useWidget } from '../../app/WidgetContext';
import { useSignalValue } from '../../state/useSignalValue';

const CartOverlays = lazyPage(() => import('./CartOverlays').then((m) => m.CartOverlays));

/** The shell's slot for the bag's overlays: nothing is loaded until the drawer or the replace prompt opens. */
export function CartOverlayHost() {
  const { cart } = useWidget();
  const open = useSignalValue(cart.drawerOpen);
  const request = useSignalValue(cart.replaceRequest);
  if (!open && !request) return null;
  return (
    <Suspense fallback={null}>
      <CartOverlays />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { useStyles, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { CartDrawer } from './CartDrawer';
import { Dialog } from './Dialog';
import { ReplaceCartPrompt } from './ReplaceCartPrompt';
import { cartCss } from '../../ui/cartCss';

/** The drawer and the replace-cart modal (default mode); embedded modes go to the /replaceCart page (001 §2). */
export function CartOverlays() {
  useStyles('cart', cartCss);
  const { cart, embedded, router } = useWidget();
  const open = useSignalValue(cart.drawerOpen);
  const request = useSignalValue(cart.replaceRequest);
  useEffect(() => {
    if (request && embedded && !router.path.peek().startsWith('/replaceCart')) router.navigate('/replaceCart');
  }, [request, embedded, router]);
  return (
    <>
      {open && !request && <CartDrawer />}
      {request && !embedded && (
        <Dialog label="Start a new bag?" variant="modal" onClose={() => (cart.replaceRequest.value = null)}>
          <ReplaceCartPrompt request={request} onKeep={() => (cart.replaceRequest.value = null)} onReplace={() => cart.replaceCart()} />
        </Dialog>
      )}
    </>
  );
}

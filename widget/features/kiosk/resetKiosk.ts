import { hostMessage } from '../../../shared/protocol';
import type { WidgetInstance } from '../../app';

/**
 * Forgets the shopper this tablet was serving: the bag (and the delivery address it keeps, 001 §9), the session,
 * and the API answers cached for them. Only the widget's own state: the server keeps the cart and the account. The
 * host hears of a logout as it does when a session ends (DESIGN §1.3).
 */
export function resetKiosk(widget: Pick<WidgetInstance, 'cart' | 'session' | 'cache' | 'bridge'>): void {
  const wasSignedIn = widget.session.signedIn.peek();
  widget.cart.clear();
  widget.cart.setDeliveryAddress(null);
  widget.session.clear();
  widget.cache.clear();
  if (wasSignedIn) widget.bridge.send(hostMessage('logout', {}));
}

import { endSession } from '../../app';
import type { WidgetInstance } from '../../app';

/**
 * Forgets the shopper this tablet was serving. A signed-in shopper is logged out as /logout does it (001 §4: the
 * bag detached from them, the session ended at the host, the host page told), so the next shopper cannot act as
 * them even with a copy of the token; then the bag (and the delivery address it keeps, 001 §9) and the API
 * answers cached for them go. The server keeps the cart and the account.
 */
export async function resetKiosk(widget: Pick<WidgetInstance, 'cart' | 'http' | 'session' | 'cache' | 'bridge'>): Promise<void> {
  if (widget.session.signedIn.peek()) await endSession(widget);
  widget.cart.clear();
  widget.cart.setDeliveryAddress(null);
  widget.cache.clear();
}

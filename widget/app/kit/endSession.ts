import { hostMessage } from '../../../shared/protocol';
import { updateCart } from '../../api/carts';
import { signOut } from '../../api/sessions';
import type { WidgetInstance } from '../createWidgetInstance';

/**
 * 001 §4 logout: "resets the user and detaches the cart user". The bag is detached first (PATCH /carts user_id
 * null), while the session can still change it, then the host forgets the session (DELETE /sessions); the widget
 * forgets it whatever the host answered, and the host page hears `logout` (DESIGN §1.3).
 */
export async function endSession(widget: Pick<WidgetInstance, 'cart' | 'http' | 'session' | 'bridge'>): Promise<void> {
  const uuid = widget.cart.uuid.peek();
  if (uuid) await updateCart(widget.http, { uuid, user_id: null }).catch((cause) => console.warn('[canopy] detaching the bag failed', cause));
  await signOut(widget.http).catch((cause) => console.warn('[canopy] the host could not end the session', cause));
  // A session the host had already refused was cleared, and announced, by the request layer (001 §8).
  const announce = widget.session.signedIn.peek();
  widget.session.clear();
  if (announce) widget.bridge.send(hostMessage('logout', {}));
}

import { hostMessage } from '../../../shared/protocol';
import { updateCart } from '../../api/carts';
import type { WidgetInstance } from '../../app';

/**
 * What follows a sign-in or a registration that signed in: the session keeps the answer, the host page hears
 * `login` (DESIGN §1.3), and the bag in progress becomes the shopper's (PATCH /carts user_id) so it follows them.
 */
export async function completeSignIn(widget: WidgetInstance, answer: { user: { id: number }; token?: string | null; expires_at?: string | null }): Promise<void> {
  widget.session.signIn(answer);
  widget.bridge.send(hostMessage('login', {}));
  const uuid = widget.cart.uuid.peek();
  if (uuid) await updateCart(widget.http, { uuid, user_id: answer.user.id }).catch((cause) => console.warn('[canopy] attaching the bag failed', cause));
}

import { hostMessage } from '../../../shared/protocol';
import { safeReturnPath } from '../../../shared/routes';
import { updateCart } from '../../api/carts';
import type { SignedIn } from '../../api/sessions';
import type { WidgetInstance } from '../../app';

/** 001 §4: where a shopper goes once signed in: back to `return_to` (a widget path), else checkout with a full bag, else the menu. */
export function afterSignInPath(returnTo: string | null | undefined, bagHasLines: boolean): string {
  return safeReturnPath(returnTo) ?? (bagHasLines ? '/cart/checkout' : '/');
}

/**
 * What follows any answer that signed in (a sign-in, a registration): the session is kept where "keep me signed
 * in" says (001 §4, §9), the host page hears `login` (DESIGN §1.3) and the analytics event login or sign_up
 * (001 §7), and the bag becomes the shopper's (PATCH /carts user_id, 001 §7) so it follows them.
 */
export async function keepSignIn(widget: WidgetInstance, answer: Pick<SignedIn, 'user' | 'token' | 'expires_at'>, options: { remember: boolean; signUp?: boolean }): Promise<void> {
  widget.session.signIn(answer, { remember: options.remember });
  widget.bridge.send(hostMessage('login', {}));
  widget.analytics.track(options.signUp ? 'sign_up' : 'login', { method: 'email' });
  const uuid = widget.cart.uuid.peek();
  if (uuid) await updateCart(widget.http, { uuid, user_id: answer.user.id }).catch((cause) => console.warn('[canopy] attaching the bag failed', cause));
}

/** A sign-in, then the shopper moves on (001 §4), replacing the login page in history. */
export async function finishSignIn(widget: WidgetInstance, answer: SignedIn, options: { remember: boolean; returnTo: string | null }): Promise<void> {
  await keepSignIn(widget, answer, options);
  widget.router.navigate(afterSignInPath(options.returnTo, widget.cart.lines.peek().length > 0), { replace: true });
}

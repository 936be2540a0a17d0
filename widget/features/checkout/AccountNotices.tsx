import { missingIdSentence } from '../../../shared/cart';
import type { CompletionItem } from '../../../shared/identification';
import type { ReservationMode } from '../../../shared/constants';
import { withReturnTo } from '../../../shared/routes';
import { Link } from '../../app';

// Where checkout sends a shopper who must sign in or add an ID, and back (001 §4: after signing in the shopper
// returns to where they were). The bag and the form's values stay (checkoutDraft).
const CHECKOUT = '/cart/checkout';
const ID_PAGE = withReturnTo('/profile/identification', CHECKOUT);

/** 000 §3: the ID this mode still needs on file, in plain words, and the way to add it. */
export function IdRequiredNotice({ missing, mode, signedIn }: { missing: readonly CompletionItem[]; mode: ReservationMode; signedIn: boolean }) {
  return (
    <div className="cn-gate">
      <p className="cn-gate__title">{missingIdSentence(missing, mode)}.</p>
      <p>
        {signedIn
          ? 'Add it to your profile, then come back here to place your order.'
          : 'Log in or create an account, add it to your profile, then come back here to place your order.'}{' '}
        Your bag and the details you entered are kept.
      </p>
      <div className="cn-gate__actions">
        {signedIn ? (
          <Link className="cn-btn cn-btn--primary cn-btn--small" to={ID_PAGE}>
            Add your ID
          </Link>
        ) : (
          <>
            <Link className="cn-btn cn-btn--primary cn-btn--small" to={withReturnTo('/login', ID_PAGE)}>
              Log in
            </Link>
            <Link className="cn-btn cn-btn--secondary cn-btn--small" to={withReturnTo('/register', ID_PAGE)}>
              Create account
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

export type SignInReason = { kind: 'ended'; guestCanContinue: boolean } | { kind: 'required' };

/**
 * A checkout that needs a sign-in: the session ended mid-way (log in again, or go on as a guest where the store and
 * the bag allow it), or the store takes no guest orders.
 */
export function SignInNotice({ reason }: { reason: SignInReason }) {
  const ended = reason.kind === 'ended';
  return (
    <div className="cn-gate" role={ended ? 'alert' : undefined}>
      <p className="cn-gate__title">{ended ? 'Your session has ended; please log in again.' : 'Log in to place your order at this store.'}</p>
      <p>
        {!ended
          ? 'This store takes orders from shoppers with an account.'
          : reason.guestCanContinue
            ? 'Log in to go on with your account, or fill in your contact details to check out as a guest.'
            : 'Log in to place this order with your account.'}{' '}
        Your bag and the details you entered are kept.
      </p>
      <div className="cn-gate__actions">
        <Link className="cn-btn cn-btn--primary cn-btn--small" to={withReturnTo('/login', CHECKOUT)}>
          Log in
        </Link>
        {!ended && (
          <Link className="cn-btn cn-btn--secondary cn-btn--small" to={withReturnTo('/register', CHECKOUT)}>
            Create account
          </Link>
        )}
      </div>
    </div>
  );
}

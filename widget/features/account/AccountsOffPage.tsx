import { Link, useStyles, useTitle } from '../../app';
import { StatePanel } from '../../ui/StatePanel';
import { sessionCss } from './sessionCss';

/**
 * What the account pages show where the partner turned sign-in off (001 §1: auth can be disabled in embedded
 * mode, the embed option data-auth="off"): that it is off, and that ordering as a guest still works.
 */
export function AccountsOffPage() {
  useStyles('account-session', sessionCss);
  useTitle('Sign-in is turned off');
  return (
    <StatePanel
      title="Sign-in is turned off on this site"
      level={1}
      icon="⊘"
      action={
        <div className="cn-login__actions">
          <Link className="cn-btn cn-btn--primary" to="/">
            Back to the menu
          </Link>
          <Link className="cn-btn cn-btn--secondary" to="/cart">
            Go to your bag
          </Link>
        </div>
      }
    >
      Accounts are not available here. You can still order as a guest: add products to your bag and check out.
    </StatePanel>
  );
}

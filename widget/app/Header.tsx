import { useState } from 'react';
import { withReturnTo } from '../../shared/routes';
import { useSignalValue } from '../state/useSignalValue';
import { AccountMenu } from './AccountMenu';
import { Link } from './kit/Link';
import { useWidget } from './kit/WidgetContext';

// 000 §2 navigation bar sections that have pages on the catalogue side.
const FULL_NAV = [
  { to: '/stores', label: 'Stores' },
  { to: '/products', label: 'Products' },
  { to: '/brands', label: 'Brands' },
  { to: '/dispensaries', label: 'Dispensaries' },
] as const;

/**
 * The full navigation of 000 §2 in default mode; embedded modes get only a slim bar with the shopper's account and
 * the bag, since the partner's page around the widget is the site's navigation, and so does a kiosk, a tablet at
 * one store's counter that should not send shoppers off to other stores. Headless has no chrome but the bag: the
 * parent's page is the storefront, and its shopper still needs a way from the product to the bag and checkout.
 */
export function Header() {
  const { config, embedded } = useWidget();
  if (config.mode === 'headless') return <HeadlessBar />;
  return embedded || config.mode === 'kiosk' ? <EmbeddedHeader /> : <FullHeader />;
}

/**
 * 001 §4: who is signed in, where the mode has accounts: "Log in" for a guest, the account menu once signed in.
 * A kiosk has none, and neither has an embed whose partner turned sign-in off (001 §1).
 */
function useAccountUi(): 'none' | 'guest' | 'signedIn' {
  const { config, session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  if (config.mode === 'kiosk' || !session.enabled) return 'none';
  return signedIn ? 'signedIn' : 'guest';
}

function LoginLink({ className }: { className: string }) {
  const { router } = useWidget();
  // 001 §4: after signing in the shopper returns to where they were.
  const path = useSignalValue(router.path);
  return (
    <Link className={className} to={withReturnTo('/login', path)}>
      Log in
    </Link>
  );
}

function BagLink() {
  const { cart } = useWidget();
  const lines = useSignalValue(cart.lines);
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <Link className="cn-bag" to="/cart" aria-label={`Bag, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span className="cn-bag__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

function FullHeader() {
  const { router } = useWidget();
  const path = useSignalValue(router.path);
  const [open, setOpen] = useState(false);
  const account = useAccountUi();
  const current = (to: string) => (path === to || path.startsWith(`${to}/`) ? 'page' : undefined);
  return (
    <header className="cn-header">
      <div className="cn-header__bar">
        <Link className="cn-logo" to="/" aria-label="Canopy home">
          <span className="cn-logo__mark" aria-hidden="true">
            ✿
          </span>
          Canopy
        </Link>
        <nav className="cn-nav" aria-label="Main">
          {FULL_NAV.map((item) => (
            <Link key={item.to} to={item.to} aria-current={current(item.to)}>
              {item.label}
            </Link>
          ))}
        </nav>
        <span className="cn-header__spacer" />
        {account === 'guest' && <LoginLink className="cn-btn cn-btn--ghost cn-btn--small cn-header__login" />}
        {account === 'signedIn' && <AccountMenu />}
        <BagLink />
        <button type="button" className="cn-menu-btn" aria-expanded={open} aria-controls="cn-drawer" aria-label="Menu" onClick={() => setOpen(!open)}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      <nav id="cn-drawer" className="cn-drawer" aria-label="Main" hidden={!open} onClick={() => setOpen(false)}>
        {FULL_NAV.map((item) => (
          <Link key={item.to} to={item.to}>
            {item.label}
          </Link>
        ))}
        {/* On the narrowest phones the header has no room for Log in; the menu holds it. */}
        {account === 'guest' && <LoginLink className="cn-drawer__login" />}
      </nav>
    </header>
  );
}

function HeadlessBar() {
  return (
    <div className="cn-header cn-header--slim" role="navigation" aria-label="Bag">
      <div className="cn-header__bar">
        <span className="cn-header__spacer" />
        <BagLink />
      </div>
    </div>
  );
}

function EmbeddedHeader() {
  const account = useAccountUi();
  return (
    <header className="cn-header cn-header--slim">
      <div className="cn-header__bar">
        <span className="cn-header__spacer" />
        {account === 'guest' && <LoginLink className="cn-btn cn-btn--ghost cn-btn--small" />}
        {account === 'signedIn' && <AccountMenu />}
        <BagLink />
      </div>
    </header>
  );
}

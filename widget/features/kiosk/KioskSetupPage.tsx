import { Link, useStyles, useTitle, useWidget } from '../../app';
import { kioskAddress } from './kioskAddress';
import { kioskCss } from './kioskCss';
import { KioskReset } from './KioskReset';
import { KioskStorePanel } from './KioskStorePanel';
import { itemWords, useTabletShopper } from './tabletShopper';
import { KIOSK_START } from './useKioskReturn';

/**
 * The kiosk's setup screen for store staff (000 §2 kiosk /setup): which store the tablet is for, its mode and the
 * address to bookmark, the store's kiosk checkout setting, a way to try the menu and a reset between shoppers.
 */
export function KioskSetupPage() {
  useStyles('kiosk', kioskCss);
  useTitle('Kiosk setup');
  const { config, storeId } = useWidget();
  if (config.mode !== 'kiosk') return <NotAKiosk />;
  return (
    <div className="cn-kiosk-setup">
      <header className="cn-kiosk-setup__head">
        <h1 className="cn-h1">Kiosk setup</h1>
        <p className="cn-muted">For store staff: check what this tablet is set up for, try the menu, and reset it for the next shopper.</p>
      </header>
      <div className="cn-kiosk-setup__grid">
        <KioskStorePanel storeId={storeId} />
        <ThisTablet />
      </div>
    </div>
  );
}

function ThisTablet() {
  const { router } = useWidget();
  const { items, signedIn } = useTabletShopper();
  return (
    <section className="cn-card cn-kiosk-card" aria-labelledby="cn-kiosk-tablet">
      <h2 id="cn-kiosk-tablet" className="cn-h2">
        This tablet
      </h2>
      <dl className="cn-kiosk-facts">
        <div>
          <dt>Mode</dt>
          <dd>Kiosk</dd>
        </div>
        <div>
          <dt>Kiosk address</dt>
          <dd className="cn-kiosk-facts__url">{kioskAddress(router.href(KIOSK_START), globalThis.location?.href)}</dd>
        </div>
        <div>
          <dt>Shopper on this tablet</dt>
          <dd>
            {items === 0 ? 'The bag is empty' : `${itemWords(items)} in the bag`}
            {signedIn ? ', signed in' : ', nobody signed in'}
          </dd>
        </div>
      </dl>
      <p className="cn-muted cn-kiosk-note">Open the kiosk address on the tablet and bookmark it, or add it to the home screen: it opens this store’s kiosk.</p>
      <div className="cn-kiosk-actions">
        <Link className="cn-btn cn-btn--primary" to="/menu">
          Test the menu
        </Link>
        <KioskReset />
      </div>
    </section>
  );
}

function NotAKiosk() {
  return (
    <section className="cn-state" aria-labelledby="cn-kiosk-setup-title">
      <h1 id="cn-kiosk-setup-title" className="cn-h1">
        Kiosk setup
      </h1>
      <p className="cn-muted">
        This page is for kiosk tablets: a tablet at a store’s counter that runs the menu in kiosk mode. This menu is not running as a kiosk, so there is nothing to set up here.
      </p>
      <Link className="cn-btn cn-btn--primary" to="/menu">
        Go to the menu
      </Link>
    </section>
  );
}

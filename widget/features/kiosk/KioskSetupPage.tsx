import { Link, useStyles, useTitle, useWidget } from '../../app';
import { kioskAddress } from './kioskAddress';
import { KioskCard, KioskFact } from './KioskCard';
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
    <KioskCard id="cn-kiosk-tablet" title="This tablet">
      <dl className="cn-kiosk-facts">
        <KioskFact term="Mode">Kiosk</KioskFact>
        <KioskFact term="Kiosk address" className="cn-kiosk-facts__url">
          {kioskAddress(router.href(KIOSK_START), globalThis.location?.href)}
        </KioskFact>
        <KioskFact term="Shopper on this tablet">
          {items === 0 ? 'The bag is empty' : `${itemWords(items)} in the bag`}
          {signedIn ? ', signed in' : ', nobody signed in'}
        </KioskFact>
      </dl>
      <p className="cn-muted cn-kiosk-note">Open the kiosk address on the tablet and bookmark it, or add it to the home screen: it opens this store’s kiosk.</p>
      <div className="cn-kiosk-actions">
        <Link className="cn-btn cn-btn--primary" to="/menu">
          Test the menu
        </Link>
        <KioskReset />
      </div>
    </KioskCard>
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

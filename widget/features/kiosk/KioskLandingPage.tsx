import type { Store } from '../../../shared/types';
import { Link, useStyles, useTitle, useWidget } from '../../app';
import { useStoreContext } from '../../ui/useStoreContext';
import { kioskCss } from './kioskCss';

// 000 §3 kiosk_anonymous_checkout, told to the shopper before they start: what checkout will ask of them.
const CHECKOUT_WORDS: Record<Store['kiosk_anonymous_checkout'], string> = {
  allowed: 'Check out without contact details, or leave your e-mail for a receipt.',
  required: 'No account and no contact details needed.',
  none: 'Have your name and e-mail ready for checkout.',
};

/**
 * The kiosk's landing (000 §2 kiosk /landing, the "kiosk landing" screen): where each shopper starts and where a
 * thank-you comes back to. It names the store, says how ordering here works and starts an order on the menu.
 */
export function KioskLandingPage() {
  useStyles('kiosk', kioskCss);
  useTitle('Welcome');
  const { storeId } = useWidget();
  const { store } = useStoreContext(storeId);
  const checkout = store && Object.hasOwn(CHECKOUT_WORDS, store.kiosk_anonymous_checkout) ? CHECKOUT_WORDS[store.kiosk_anonymous_checkout] : null;
  return (
    <div className="cn-kiosk-landing">
      <p className="cn-kiosk-landing__kicker">Order here, collect at the counter</p>
      <h1 className="cn-h1 cn-kiosk-landing__title">{store ? `Welcome to ${store.name}` : 'Welcome'}</h1>
      <Link className="cn-btn cn-btn--primary cn-kiosk__start" to="/menu">
        Start your order
      </Link>
      <ol className="cn-kiosk-steps">
        <li>
          <strong>Browse</strong> the menu and open a product to see its weights and prices.
        </li>
        <li>
          <strong>Add to your bag</strong> what you would like.
        </li>
        <li>
          <strong>Place your order</strong> and show the code you get at the counter.{checkout && <span className="cn-kiosk-steps__note"> {checkout}</span>}
        </li>
      </ol>
    </div>
  );
}

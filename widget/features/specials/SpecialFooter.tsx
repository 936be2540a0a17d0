import { CHECKOUT_NOW_LABEL } from '../../../shared/specials';
import type { QualifyingStatusDisplay } from '../../../shared/specials';
import type { StoreSpecialDetail } from '../../../shared/types';
import { Link } from '../../app';

/**
 * 000 §4: qualified shows the footer without a button; applied shows it with 'Checkout now'; not
 * qualified shows no footer.
 */
export function SpecialFooter({ detail, display }: { detail: StoreSpecialDetail; display: QualifyingStatusDisplay }) {
  if (!display.showFooter) return null;
  return (
    <footer className="cn-spfoot" aria-label="Your deal">
      <span className="cn-spfoot__check" aria-hidden="true">
        ✓
      </span>
      <div className="cn-spfoot__text">
        <p className="cn-spfoot__title">{detail.footer_text || 'You qualify for this deal'}</p>
        {detail.footer_subtext && <p className="cn-spfoot__sub">{detail.footer_subtext}</p>}
      </div>
      {display.showCheckoutButton && (
        <Link to="/cart/checkout" className="cn-btn cn-btn--primary cn-spfoot__cta">
          {CHECKOUT_NOW_LABEL}
        </Link>
      )}
    </footer>
  );
}

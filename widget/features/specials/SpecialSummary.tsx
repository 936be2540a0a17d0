import { forwardRef } from 'react';
import type { QualifyingStatusDisplay } from '../../../shared/specials';
import type { QualifyingStatus, StoreSpecial, StoreSpecialDetail } from '../../../shared/types';
import { GoldBadge } from './GoldBadge';
import { QUALIFYING_WORDS } from './qualifyingWords';
import { SpecialIcon } from './SpecialIcon';

export interface SpecialSummaryProps {
  readonly special: StoreSpecial;
  readonly detail: StoreSpecialDetail;
  readonly status: QualifyingStatus;
  readonly display: QualifyingStatusDisplay;
  readonly offer: string | null;
  readonly kind: string;
}

/**
 * The special-detail summary panel (000 §2): what the deal is, how to get it, and where the shopper stands.
 * While the shopper does not qualify its icons are dimmed (000 §4).
 */
export const SpecialSummary = forwardRef<HTMLElement, SpecialSummaryProps>(function SpecialSummary({ special, detail, status, display, offer, kind }, ref) {
  const bundle = special.special_type === 'bundle';
  const settings = special.bundle_settings;
  return (
    <section ref={ref} className={`cn-card cn-spsum cn-spsum--${special.special_type}`} aria-labelledby="cn-spsum-title" data-qualifying={status}>
      <div className="cn-spsum__head">
        <SpecialIcon type={special.special_type} dim={display.dimIcons} />
        <div className="cn-spsum__titles">
          <p className="cn-spsum__kind">
            {kind}
            {special.gold && <GoldBadge />}
            {detail.tag_label && detail.tag_label !== kind && <span className="cn-badge">{detail.tag_label}</span>}
          </p>
          <h2 id="cn-spsum-title" className="cn-h1 cn-spsum__title">
            {detail.title || special.title}
          </h2>
        </div>
      </div>
      {special.gold && <p className="cn-spsum__gold">A Gold members’ {kind.toLowerCase()}</p>}
      {offer && <p className="cn-spsum__offer">{offer}</p>}
      {(detail.callout_subtext || detail.description || special.description) && (
        <p className="cn-spsum__desc">{detail.callout_subtext || detail.description || special.description}</p>
      )}
      {bundle && settings && (
        <ol className="cn-spsteps" aria-label="How it works">
          <li className={display.dimIcons ? 'cn-spsteps__step cn-spsteps__step--dim' : 'cn-spsteps__step'}>
            <span className="cn-spsteps__num" aria-hidden="true">
              1
            </span>
            Add {settings.threshold_number_of_items_in_cart} qualifying {settings.threshold_number_of_items_in_cart === 1 ? 'item' : 'items'} to your bag
          </li>
          <li className={display.dimIcons ? 'cn-spsteps__step cn-spsteps__step--dim' : 'cn-spsteps__step'}>
            <span className="cn-spsteps__num" aria-hidden="true">
              2
            </span>
            Pick {settings.max_number_of_discounted_products === 1 ? 'one discounted item' : `up to ${settings.max_number_of_discounted_products} discounted items`}
          </li>
        </ol>
      )}
      <p className={`cn-spstatus cn-spstatus--${status}`} role="status">
        {QUALIFYING_WORDS[status]}
      </p>
      {(detail.terms || special.terms) && (
        <details className="cn-terms">
          <summary>Terms and conditions</summary>
          <p>{detail.terms || special.terms}</p>
        </details>
      )}
    </section>
  );
});

import { Link } from '../../app';
import type { Currency } from '../../../shared/money';
import type { ComplianceWords } from '../../../shared/specials';
import type { StoreSpecial } from '../../../shared/types';
import { GoldBadge } from './GoldBadge';
import { SpecialIcon } from './SpecialIcon';
import { specialKindLabel } from './specialKind';
import { specialOffer } from './specialOffer';

/** A store special in the list: its kind, the offer in a few words, the title and a link to its detail. */
export function SpecialCard({ special, href, currency, words }: { special: StoreSpecial; href: string; currency: Currency; words: ComplianceWords }) {
  const offer = specialOffer(special, currency);
  return (
    <article className={`cn-spcard cn-spcard--${special.special_type}`}>
      <div className="cn-spcard__art">
        <SpecialIcon type={special.special_type} />
        {offer && <p className="cn-spcard__offer">{offer}</p>}
      </div>
      <div className="cn-spcard__body">
        <p className="cn-spcard__kind">
          {specialKindLabel(special.special_type, words)}
          {special.gold && <GoldBadge />}
          {special.custom_badge && <span className="cn-badge cn-spcard__badge">{special.custom_badge}</span>}
        </p>
        <h3 className="cn-spcard__title">
          <Link to={href} className="cn-spcard__link">
            {special.title}
          </Link>
        </h3>
        {special.description && <p className="cn-spcard__desc">{special.description}</p>}
        <span className="cn-spcard__cta" aria-hidden="true">
          View deal →
        </span>
      </div>
    </article>
  );
}

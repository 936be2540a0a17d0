import type { BrandSpecial } from '../../shared/types';
import { brandPath, Link } from '../app';

/** A brand's special (000 §3 Brand special): the brand, its discount label, title and terms. */
export function BrandSpecialCard({ special, showBrandLink = true }: { special: BrandSpecial; showBrandLink?: boolean }) {
  const brand = special.product_brand?.name ?? 'Brand';
  return (
    <article className="cn-bscard">
      <p className="cn-bscard__label">{special.discount_label || 'Brand deal'}</p>
      <h3 className="cn-bscard__title">{special.title}</h3>
      {special.description && <p className="cn-bscard__desc">{special.description}</p>}
      {showBrandLink && (
        <p className="cn-bscard__brand">
          <Link to={brandPath({ id: special.product_brand_id, name: brand })}>Shop {brand}</Link>
        </p>
      )}
      {special.terms && (
        <details className="cn-terms">
          <summary>Terms</summary>
          <p>{special.terms}</p>
        </details>
      )}
    </article>
  );
}

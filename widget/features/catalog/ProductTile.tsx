import { formatCurrency, dollarsToCents } from '../../../shared/money';
import type { Product } from '../../../shared/types';
import { Link } from '../../app/router/Link';
import { LineageTag } from './LineageTag';
import { ProductImage } from './ProductImage';

/** A product outside any one store's menu (lists, brands): photo, brand, name and its lowest price anywhere. */
export function ProductTile({ product, href, assetBase }: { product: Product; href: string; assetBase: string }) {
  const titleId = `cn-t-${product.id}-title`;
  const lowest = dollarsToCents(product.lowest_available_price);
  return (
    <article className="cn-pcard" aria-labelledby={titleId}>
      <Link to={href} className="cn-pcard__media" tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} assetBase={assetBase} alt="" />
      </Link>
      <div className="cn-pcard__body">
        <p className="cn-pcard__brand">{product.brand ?? '\u00a0'}</p>
        <h3 className="cn-pcard__name" id={titleId}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <p className="cn-pcard__meta">
          {product.category && <LineageTag lineage={product.category} />}
          {product.percent_thc != null && <span className="cn-pcard__potency">THC {product.percent_thc}%</span>}
        </p>
        {lowest !== null && (
          <p className="cn-pcard__foot">
            <span className="cn-muted">From</span> <span className="cn-price__now">{formatCurrency(lowest)}</span>
          </p>
        )}
      </div>
    </article>
  );
}

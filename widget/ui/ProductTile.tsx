import { DEFAULT_CURRENCY, dollarsToCents, formatCurrency, type Currency } from '../../shared/money';
import type { Product } from '../../shared/types';
import { Link, productPath } from '../app';
import { LineageTag } from './LineageTag';
import { ProductImage } from './ProductImage';

/**
 * A product across stores (GET /products): each row carries the stores that sell it, and the currency of its lowest
 * price (taken over the stores of one currency: US dollars where a US store sells it).
 */
export type CatalogueProduct = Product & {
  readonly stores?: readonly { readonly store_id: number; readonly store_name: string }[];
  readonly lowest_available_currency?: Currency;
};

/**
 * A product outside any one store's menu: photo, brand, name, lineage, potency, and the lowest price any
 * store asks with how many stores carry it. The product page picks the store and the weight.
 */
export function ProductTile({ product, assetBase }: { product: CatalogueProduct; assetBase: string }) {
  const href = productPath(product);
  const stores = product.stores?.length ?? 0;
  // 000 §5: '$' for USD and CAD alike; formatCurrency names a currency other than US dollars.
  const lowest = dollarsToCents(product.lowest_available_price);
  const potency = product.percent_thc != null ? `THC ${product.percent_thc}%` : product.thc_dosage_milligrams != null ? `${product.thc_dosage_milligrams} mg THC` : null;
  const titleId = `cn-tile-${product.id}`;
  return (
    <article className="cn-tile" aria-labelledby={titleId}>
      <div className="cn-tile__media">
        <ProductImage product={product} assetBase={assetBase} alt="" />
      </div>
      <div className="cn-tile__body">
        <p className="cn-tile__brand">{product.brand ?? '\u00a0'}</p>
        <h3 className="cn-tile__name" id={titleId}>
          <Link to={href} className="cn-tile__link">
            {product.name}
          </Link>
        </h3>
        <p className="cn-tile__meta">
          {product.category && <LineageTag lineage={product.category} />}
          <span className="cn-tag">{product.kind.replace('-', ' ')}</span>
          {potency && <span className="cn-tile__potency">{potency}</span>}
        </p>
        <p className="cn-tile__price">
          {lowest !== null ? (
            <>
              <span className="cn-muted">From </span>
              <strong>{formatCurrency(lowest, { currency: product.lowest_available_currency ?? DEFAULT_CURRENCY })}</strong>
            </>
          ) : (
            <span className="cn-muted">Price at the store</span>
          )}
          {stores > 0 && (
            <span className="cn-tile__stores">
              {' '}
              · {stores} {stores === 1 ? 'store' : 'stores'}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

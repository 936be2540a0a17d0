import { PRODUCT_GRID_SKELETON_ITEMS } from '../../shared/constants';
import { ProductTile } from './ProductTile';
import type { CatalogueProduct } from './ProductTile';

/** A grid of catalogue products; undefined shows the 12-item grid skeleton (000 §4). */
export function ProductTileGrid({ products, assetBase, label }: { products: readonly CatalogueProduct[] | undefined; assetBase: string; label: string }) {
  if (!products) {
    return (
      <div className="cn-tiles" aria-busy="true" aria-label={`Loading ${label}`} data-state="loading">
        {Array.from({ length: PRODUCT_GRID_SKELETON_ITEMS }, (_, i) => (
          <div key={i} className="cn-skel" style={{ height: 300, borderRadius: 14 }} data-skeleton="" />
        ))}
      </div>
    );
  }
  return (
    <ul className="cn-tiles" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} assetBase={assetBase} />
        </li>
      ))}
    </ul>
  );
}

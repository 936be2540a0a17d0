import { PRODUCT_GRID_SKELETON_ITEMS } from '../../shared/constants';
import { ProductTile } from './ProductTile';
import type { CatalogueProduct } from './ProductTile';
import { useTrackItemList } from './useTrackItemList';

export interface ProductTileGridProps {
  readonly products: readonly CatalogueProduct[] | undefined;
  readonly assetBase: string;
  readonly label: string;
  /** The list's id in analytics (view_item_list item_list_id): what kind of list it is, e.g. `category`. */
  readonly listId: string;
}

/** A grid of catalogue products; undefined shows the 12-item grid skeleton (000 §4). Showing it is a view_item_list. */
export function ProductTileGrid({ products, assetBase, label, listId }: ProductTileGridProps) {
  useTrackItemList(listId, label, products);
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

import type { MenuProduct } from '../../../shared/types';
import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { useStoreContext } from '../useStoreContext';
import { RankedRow } from './RankedRow';
import { useRankedRow } from './useRankedRows';

/** 001 §7 pdp_row: products like this one, below the product's details. */
export function SimilarProductsRow({ storeId, product }: { readonly storeId: number; readonly product: Pick<MenuProduct, 'id'> }) {
  const { store, paths, currency, assetBase } = useStoreContext(storeId);
  const row = useRankedRow(store, 'pdp_row', { product_id: product.id });
  if (!store || !paths) return null;
  return <RankedRow state={row} store={store} paths={paths} currency={currency} assetBase={assetBase} title="Similar products" />;
}

/**
 * 001 §7 cart_toppers: what goes with the bag's lines (the bag page and the drawer). Asked again when the lines
 * change, a second after the last change (001 §9), so stepping a count up and down is one request. `folded` (the
 * drawer): behind one disclosure, so the row is one Tab stop between the bag's lines and Check out, not dozens.
 */
export function CartToppersRow({ folded = false }: { readonly folded?: boolean }) {
  const widget = useWidget();
  const model = useSignalValue(widget.cart.model);
  const { store, paths, currency, assetBase } = useStoreContext(model.store?.id ?? null);
  const productIds = [...new Set(model.lines.map((line) => line.productId))].sort((a, b) => a - b);
  const row = useRankedRow(store, 'cart_toppers', productIds.length > 0 ? { cart_product_ids: productIds } : null);
  if (!store || !paths || productIds.length === 0) return null;
  const drawn = <RankedRow state={row} store={store} paths={paths} currency={currency} assetBase={assetBase} headingLevel={3} />;
  if (!folded) return drawn;
  if (row.error || !row.row || row.row.products.length === 0) return null;
  return (
    <details className="cn-rrow__fold">
      <summary>{row.row.title}</summary>
      {drawn}
    </details>
  );
}

import { useState } from 'react';
import { listProducts } from '../../api/products';
import { useResource, useStyles, useTitle, useWidget } from '../../app';
import { ListSearchField } from '../../ui/ListSearchField';
import { Pager } from '../../ui/Pager';
import { ProductTileGrid } from '../../ui/ProductTileGrid';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { catalogCss } from '../../ui/catalogCss';
import { listsCss } from '../../ui/listsCss';
import { useDebounced } from '../../ui/useDebounced';
import { useRetry } from '../../ui/useRetry';
import { useAssetBase } from '../../ui/useStoreContext';
import type { CatalogueProduct } from '../../ui/ProductTile';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { KINDS } from '../../../shared/types';
import type { Kind } from '../../../shared/types';
import { PreFilterChips } from './PreFilterChips';
import { productsPreFilters, withoutPreFilter } from './productsPreFilters';

const PER_PAGE = 24;
const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace('-', ' ');

/**
 * /products (000 §2 lists): every product any store carries, searchable and filtered by kind, a page at a time;
 * the 000 §2 pre-filters brand, category, store_id and store_type narrow it, those `hard` locks for good.
 */
export function ProductsPage({ query }: { query: Readonly<Record<string, string>> }) {
  useStyles('catalog', catalogCss);
  useStyles('lists', listsCss);
  useTitle('All products');
  const { http } = useWidget();
  const assetBase = useAssetBase();
  const [text, setText] = useState(query.query ?? '');
  const [kind, setKind] = useState<Kind | null>(KINDS.find((k) => k === query.kind) ?? null);
  const [page, setPage] = useState(1);
  const [pre, setPre] = useState(() => productsPreFilters(query));
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const params = { query: search || undefined, kind: kind ? [kind] : undefined, ...pre.values, page, per_page: PER_PAGE };
  const { key, retry } = useRetry(`products:${JSON.stringify(params)}`);
  const { data, error, loading } = useResource(key, (signal) => listProducts(http, params, signal), { keepPrevious: true });

  return (
    <>
      <header className="cn-list-head">
        <h1 className="cn-h1">All products</h1>
        <p className="cn-muted" aria-live="polite">
          {data ? `${data.nb_hits.toLocaleString('en-US')} ${data.nb_hits === 1 ? 'product' : 'products'}` : 'Loading products…'}
        </p>
      </header>
      <div className="cn-list-tools">
        <ListSearchField
          label="Search products"
          placeholder="Search products or brands"
          value={text}
          onInput={(next) => {
            setText(next);
            setPage(1);
          }}
        />
        <PreFilterChips
          state={pre}
          onRemove={(name, value) => {
            setPre(withoutPreFilter(pre, name, value));
            setPage(1);
          }}
        />
        <div className="cn-kind-chips" role="group" aria-label="Kind">
          {[null, ...KINDS].map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              className="cn-kind-chip"
              aria-pressed={kind === option}
              onClick={() => {
                setKind(option);
                setPage(1);
              }}
            >
              {option ? kindLabel(option) : 'All'}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <LoadError what="products" error={error} onRetry={retry} />
      ) : data && data.products.length === 0 ? (
        <StatePanel title="No products found" icon="⌕">
          Try another word, or clear the kind filter.
        </StatePanel>
      ) : (
        <div className={loading && data ? 'cn-dim' : undefined} aria-busy={loading || undefined}>
          <ProductTileGrid products={data?.products as CatalogueProduct[] | undefined} assetBase={assetBase} label="Products" listId="products" />
          {data && <Pager page={page} perPage={data.per_page || PER_PAGE} total={data.nb_hits} onPage={setPage} />}
        </div>
      )}
    </>
  );
}

import { useState } from 'react';
import { listProducts } from '../../api/products';
import { Link, useResource, useStyles, useTitle, useWidget } from '../../app';
import { Pager } from '../../ui/Pager';
import { ProductTileGrid } from '../../ui/ProductTileGrid';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { catalogCss } from '../../ui/catalogCss';
import { listsCss } from '../../ui/listsCss';
import { useRetry } from '../../ui/useRetry';
import { useAssetBase } from '../../ui/useStoreContext';
import type { CatalogueProduct } from '../../ui/ProductTile';
import { categoriesCss } from './categoriesCss';
import { categoryOf, categoryTitle } from './categoryOf';
import { CollectionsPage } from './CollectionsPage';

const PER_PAGE = 24;

/**
 * /categories/{category} (000 §2): the products of one kind or lineage, in the embedded store when there is
 * one, else across stores. /collections (no category) lists the categories.
 */
export function CategoryPage({ category, storeId }: { category: string | null | undefined; storeId: number | null }) {
  useStyles('catalog', catalogCss);
  useStyles('lists', listsCss);
  useStyles('categories', categoriesCss);
  if (category === null || category === undefined) return <CollectionsPage storeId={storeId} />;
  const ref = categoryOf(category);
  if (!ref) return <UnknownCategory />;
  return <CategoryProducts key={ref.name} category={ref} storeId={storeId} />;
}

function CategoryProducts({ category, storeId }: { category: NonNullable<ReturnType<typeof categoryOf>>; storeId: number | null }) {
  const { http } = useWidget();
  const assetBase = useAssetBase();
  const title = categoryTitle(category);
  useTitle(title);
  const [page, setPage] = useState(1);
  const params = { [category.type === 'kind' ? 'kind' : 'category']: [category.name], store_id: storeId ?? undefined, page, per_page: PER_PAGE };
  const { key, retry } = useRetry(`category:${JSON.stringify(params)}`);
  const { data, error, loading } = useResource(key, (signal) => listProducts(http, params, signal), { keepPrevious: true });
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className="cn-crumbs">
          <li>
            <Link to="/collections">Categories</Link>
          </li>
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <header className={`cn-cat-hero cn-cat-hero--${category.name}`}>
        <h1 className="cn-h1">{title}</h1>
        <p aria-live="polite">{data ? `${data.nb_hits.toLocaleString('en-US')} ${data.nb_hits === 1 ? 'product' : 'products'}` : 'Loading products…'}</p>
      </header>
      {error ? (
        <LoadError what={title.toLowerCase()} error={error} onRetry={retry} />
      ) : data && data.products.length === 0 ? (
        <StatePanel
          title={`No ${title.toLowerCase()} right now`}
          icon="∅"
          action={
            <Link className="cn-btn cn-btn--secondary" to="/collections">
              All categories
            </Link>
          }
        >
          Nothing in this category is on a menu at the moment.
        </StatePanel>
      ) : (
        <div className={loading && data ? 'cn-dim' : undefined} aria-busy={loading || undefined}>
          <ProductTileGrid products={data?.products as CatalogueProduct[] | undefined} assetBase={assetBase} label={title} listId="category" />
          {data && <Pager page={page} perPage={data.per_page || PER_PAGE} total={data.nb_hits} onPage={setPage} />}
        </div>
      )}
    </>
  );
}

function UnknownCategory() {
  useTitle('Category not found');
  return (
    <StatePanel
      level={1}
      title="We don't have that category"
      icon="?"
      action={
        <Link className="cn-btn cn-btn--primary" to="/collections">
          Browse categories
        </Link>
      }
    >
      Pick one of the categories we carry instead.
    </StatePanel>
  );
}

import { useState } from 'react';
import { listBrands } from '../../api/brands';
import { useResource, useStyles, useTitle, useWidget } from '../../app';
import { ListSearchField } from '../../ui/ListSearchField';
import { Pager } from '../../ui/Pager';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { listsCss } from '../../ui/listsCss';
import { useDebounced } from '../../ui/useDebounced';
import { useRetry } from '../../ui/useRetry';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { brandsCss } from './brandsCss';
import { BrandTile } from './BrandTile';

const PER_PAGE = 48;

/**
 * /brands (000 §2): every brand, or the brands the embedded store carries, searchable by name. The gold page
 * (a fixed page of 000 §2 whose membership the API does not model yet) lists the brands running a deal.
 */
export function BrandsPage({ gold = false }: { gold?: boolean }) {
  useStyles('lists', listsCss);
  useStyles('brands', brandsCss);
  const { http, storeId } = useWidget();
  const heading = gold ? 'Gold brands' : 'Brands';
  useTitle(heading);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const params = { query: search || undefined, store_id: storeId ?? undefined, page, per_page: PER_PAGE };
  const { key, retry } = useRetry(`brands:${JSON.stringify(params)}`);
  const { data, error, loading } = useResource(key, (signal) => listBrands(http, params, signal), { keepPrevious: true });
  const brands = gold ? data?.brands.filter((brand) => brand.has_active_brand_special) : data?.brands;

  return (
    <>
      <header className="cn-brands-head">
        <div>
          <h1 className="cn-h1">{heading}</h1>
          <p className="cn-muted" aria-live="polite">
            {data ? `${data.nb_hits.toLocaleString('en-US')} ${data.nb_hits === 1 ? 'brand' : 'brands'}` : 'Loading brands…'}
          </p>
        </div>
        <ListSearchField
          label="Search brands"
          placeholder="Search brands"
          className="cn-brands-search"
          value={text}
          onInput={(next) => {
            setText(next);
            setPage(1);
          }}
        />
      </header>
      {error ? (
        <LoadError what="brands" error={error} onRetry={retry} />
      ) : !brands ? (
        <div className="cn-bgrid" aria-busy="true" aria-label="Loading brands" data-state="loading">
          {Array.from({ length: 12 }, (_, i) => (
            <div key={i} className="cn-skel" style={{ height: 170, borderRadius: 16 }} />
          ))}
        </div>
      ) : brands.length === 0 ? (
        <StatePanel title={search ? `No brand matches “${search}”` : 'No brands yet'} icon="⌕">
          {search ? 'Check the spelling, or try the first letters of the name.' : 'Brands appear here once stores list their products.'}
        </StatePanel>
      ) : (
        <div className={loading ? 'cn-dim' : undefined} aria-busy={loading || undefined}>
          <ul className="cn-bgrid" aria-label={heading}>
            {brands.map((brand) => (
              <li key={brand.id}>
                <BrandTile brand={brand} />
              </li>
            ))}
          </ul>
          <Pager page={page} perPage={data?.per_page || PER_PAGE} total={data?.nb_hits ?? 0} onPage={setPage} />
        </div>
      )}
    </>
  );
}

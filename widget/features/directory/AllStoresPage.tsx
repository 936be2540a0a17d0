import { useState } from 'react';
import { searchStores } from '../../api/directory';
import type { DirectoryQuery } from '../../api/directory';
import { useResource, useTitle, useWidget } from '../../app';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { useRetry } from '../../ui/useRetry';
import { DispensaryGrid, DispensaryGridSkeleton } from './DispensaryCard';
import { LocateButton } from './LocateButton';

const PER_PAGE = 24;
type ModeFilter = 'any' | 'pickup' | 'delivery' | 'curbside';
type LicenceFilter = 'any' | 'recreational' | 'medical';
const MODE_OPTIONS: readonly [ModeFilter, string][] = [
  ['any', 'Any'],
  ['pickup', 'Pickup'],
  ['delivery', 'Delivery'],
  ['curbside', 'Curbside'],
];
const LICENCE_OPTIONS: readonly [LicenceFilter, string][] = [
  ['any', 'All'],
  ['recreational', 'Recreational'],
  ['medical', 'Medical'],
];

/** /stores (000 §2 lists): every store, filtered by fulfilment mode and licence, a page at a time. */
export function AllStoresPage({ heading = 'All dispensaries' }: { heading?: string }) {
  const { http } = useWidget();
  useTitle(heading);
  const [mode, setMode] = useState<ModeFilter>('any');
  const [licence, setLicence] = useState<LicenceFilter>('any');
  const [page, setPage] = useState(1);
  const query: DirectoryQuery = {
    mode: mode === 'any' ? undefined : mode,
    medical: licence === 'medical' ? true : undefined,
    recreational: licence === 'recreational' ? true : undefined,
    page,
    per_page: PER_PAGE,
  };
  const { key, retry } = useRetry(`stores:${JSON.stringify(query)}`);
  const { data, error, loading } = useResource(key, (signal) => searchStores(http, query, signal), { keepPrevious: true });
  const pages = data ? Math.max(1, Math.ceil(data.nb_hits / (data.per_page || PER_PAGE))) : 1;
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <header className="cn-dplace__head cn-dplace__head--row">
        <div>
          <h1 className="cn-h1">{heading}</h1>
          <p className="cn-muted" aria-live="polite">
            {data ? `${data.nb_hits} ${data.nb_hits === 1 ? 'store' : 'stores'}` : 'Looking for stores…'}
          </p>
        </div>
        <LocateButton />
      </header>
      <div className="cn-dfilters">
        <Segmented label="Way to shop" options={MODE_OPTIONS} value={mode} onChange={choose(setMode)} />
        <Segmented label="Licence" options={LICENCE_OPTIONS} value={licence} onChange={choose(setLicence)} />
      </div>
      {error ? (
        <LoadError what="the stores" error={error} onRetry={retry} />
      ) : !data ? (
        <DispensaryGridSkeleton />
      ) : data.stores.length === 0 ? (
        <StatePanel title="No stores match" icon="⌖">
          Try another way to shop, or show all licences.
        </StatePanel>
      ) : (
        <div className={loading ? 'cn-dim' : undefined} aria-busy={loading || undefined}>
          <DispensaryGrid stores={data.stores} label={heading} />
          {pages > 1 && (
            <nav className="cn-pager" aria-label="Pages">
              <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span className="cn-pager__at" aria-live="polite">
                Page {page} of {pages}
              </span>
              <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </div>
      )}
    </>
  );
}

function Segmented<T extends string>({ label, options, value, onChange }: { label: string; options: readonly [T, string][]; value: T; onChange: (value: T) => void }) {
  return (
    <div className="cn-dfilters__group">
      <span className="cn-dfilters__label" aria-hidden="true">
        {label}
      </span>
      <div className="cn-seg" role="group" aria-label={label}>
        {options.map(([option, text]) => (
          <button key={option} type="button" className="cn-seg__option" aria-pressed={option === value} onClick={() => onChange(option)}>
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Store } from '../../shared/types';
import type { Currency } from '../../shared/money';
import { useStyles } from '../app';
import type { storePaths } from '../app';
import { catalogCss } from './catalogCss';
import { StoreHeader, storeHeaderCss } from './StoreHeader';
import type { StoreTab } from './StoreHeader';
import { useStoreContext } from './useStoreContext';
import { LoadError } from './StatePanel';
import { StoreHeroSkeleton } from './StoreHeroSkeleton';
import { storeCss } from './storeCss';

export interface StorePageData {
  readonly store: Store;
  readonly currency: Currency;
  readonly paths: ReturnType<typeof storePaths>;
  readonly assetBase: string;
}

/**
 * A store page: the store header the menu uses (same tabs, status and look on every store page), then the
 * page's content once the store has loaded; a skeleton while it loads and an error with a retry if it fails.
 */
export function StorePageFrame(props: { storeId: number; current: StoreTab; children: (data: StorePageData) => ReactNode }) {
  useStyles('catalog', catalogCss);
  useStyles('catalog-store-header', storeHeaderCss);
  useStyles('store', storeCss);
  // A failed load is not cached, so mounting the page again asks again.
  const [attempt, setAttempt] = useState(0);
  return <StorePage key={attempt} {...props} onRetry={() => setAttempt(attempt + 1)} />;
}

function StorePage({ storeId, current, children, onRetry }: { storeId: number; current: StoreTab; children: (data: StorePageData) => ReactNode; onRetry: () => void }) {
  const { store, error, currency, paths, assetBase } = useStoreContext(storeId);
  if (error) return <LoadError what="this store" error={error} onRetry={onRetry} />;
  if (!store || !paths) return <StoreHeroSkeleton />;
  return (
    <>
      <StoreHeader store={store} paths={paths} current={current} />
      <div className="cn-store-page">{children({ store, currency, paths, assetBase })}</div>
    </>
  );
}

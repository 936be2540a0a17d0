import { useMemo } from 'react';
import { currencyForCountry } from '../../shared/money';
import type { Currency } from '../../shared/money';
import type { Store } from '../../shared/types';
import { fetchStore, peekStore } from '../api/stores';
import { storePaths, useResource, useWidget } from '../app';
import { useSignalValue } from '../state/useSignalValue';
import { useStoreFlags } from './useStoreFlags';

export interface StoreContext {
  readonly store: Store | undefined;
  readonly error: Error | null;
  readonly loading: boolean;
  readonly currency: Currency;
  readonly paths: ReturnType<typeof storePaths> | null;
  /** The widget origin, where static assets such as default photos live. */
  readonly assetBase: string;
}

/** A store and what its pages derive from it (currency by country 000 §5, its paths, its feature flags); cached per widget. */
export function useStoreContext(storeId: number | null): StoreContext {
  const widget = useWidget();
  const { http } = widget;
  // A bump of the widget's freshness (000 §1 auto refresh) fetches the store again, its last answer kept on screen.
  const freshness = useSignalValue(widget.freshness);
  const key = storeId === null ? null : freshness ? `store:${storeId}:${freshness}` : `store:${storeId}`;
  const resource = useResource(key, (signal) => fetchStore(http, storeId!, signal), {
    initial: () => peekStore(http, storeId!),
    keepPrevious: true,
  });
  // keepPrevious is for a refresh of the same store: another store's answer is never shown for this one.
  const store = resource.data?.id === storeId ? resource.data : undefined;
  useStoreFlags(store);
  const embeddedStore = widget.embedded ? widget.storeId : null;
  // One paths object while the store is the same: components given it (memoized cards, rows) are not redrawn for nothing.
  const paths = useMemo(() => (store ? storePaths(store, embeddedStore) : null), [store, embeddedStore]);
  // The analytics of this store's products speak its currency (000 §5, 001 §7).
  if (store) widget.analytics.knowStore(store);
  return {
    store,
    error: resource.error,
    loading: resource.loading && store === undefined,
    currency: currencyForCountry(store?.country_code),
    paths,
    assetBase: useAssetBase(),
  };
}

export function useAssetBase(): string {
  const { config } = useWidget();
  try {
    return new URL(config.apiBase).origin;
  } catch {
    return '';
  }
}

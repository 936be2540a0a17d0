import { useLayoutEffect } from 'react';
import { currencyForCountry } from '../../shared/money';
import type { Currency } from '../../shared/money';
import type { Store } from '../../shared/types';
import { fetchStore, peekStore } from '../api/stores';
import { storePaths, useResource, useWidget } from '../app';

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
  const resource = useResource(storeId === null ? null : `store:${storeId}`, (signal) => fetchStore(http, storeId!, signal), {
    initial: () => peekStore(http, storeId!),
  });
  const store = resource.data;
  // 000 §1: the store's feature flags apply on its pages, from its first answer and again from every refetch; a
  // layout effect, so a flag's change is drawn before the page first paints.
  useLayoutEffect(() => {
    if (store) widget.flags.setStoreFlags(store.feature_flags);
  }, [store, widget.flags]);
  return {
    store,
    error: resource.error,
    loading: resource.loading,
    currency: currencyForCountry(store?.country_code),
    paths: store ? storePaths(store, widget.embedded ? widget.storeId : null) : null,
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

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

/** A store and what its pages derive from it (currency by country 000 §5, its paths); cached per widget. */
export function useStoreContext(storeId: number | null): StoreContext {
  const widget = useWidget();
  const { http } = widget;
  const resource = useResource(storeId === null ? null : `store:${storeId}`, (signal) => fetchStore(http, storeId!, signal), {
    initial: () => peekStore(http, storeId!),
  });
  const store = resource.data;
  // The analytics of this store's products speak its currency (000 §5, 001 §7).
  if (store) widget.analytics.knowStore(store);
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

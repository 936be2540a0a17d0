import { useLayoutEffect } from 'react';
import type { Store } from '../../shared/types';
import { useWidget } from '../app';

/**
 * 000 §1: a store's feature flags apply on its pages (store, menu, product, bag, checkout), from its first answer and
 * again from every refetch. A layout effect, so a flag's change is drawn before the page paints.
 */
export function useStoreFlags(store: Pick<Store, 'feature_flags'> | null | undefined): void {
  const { flags } = useWidget();
  useLayoutEffect(() => {
    if (store) flags.setStoreFlags(store.feature_flags);
  }, [store, flags]);
}

import { useLayoutEffect } from 'react';
import type { Store } from '../../shared/types';
import { useWidget } from '../app';

/**
 * 000 §1: a store's feature flags apply on its pages (store, menu, product, bag, checkout), from its first answer and
 * again from every refetch. A layout effect, so a flag's change is drawn before the page paints. The host's first
 * view (widget/app/firstView) runs no effects, so there the flags are set as the page renders: what a flag adds
 * (the budtender's opener) is in the first frame instead of pushing the page down at hand-over.
 */
export function useStoreFlags(store: Pick<Store, 'feature_flags'> | null | undefined): void {
  const { flags } = useWidget();
  if (store && typeof window === 'undefined') flags.setStoreFlags(store.feature_flags);
  useLayoutEffect(() => {
    if (store) flags.setStoreFlags(store.feature_flags);
  }, [store, flags]);
}

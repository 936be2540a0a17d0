import { useEffect, useMemo } from 'react';
import { useResource, useWidget } from '../app';
import { fetchStore } from '../api/stores';
import { useSignalValue } from '../state/useSignalValue';
import { useStoreFlags } from './useStoreFlags';

/** What the bag's screens read: the cart model, the server's cart (with its POS totals) and the cart's store. */
export function useCartView({ refresh = true }: { refresh?: boolean } = {}) {
  const widget = useWidget();
  const { cart, http } = widget;
  const model = useSignalValue(cart.model);
  const storeId = model.store?.id ?? null;
  const store = useResource(storeId === null ? null : `store:${storeId}`, (signal) => fetchStore(http, storeId!, signal));
  useStoreFlags(store.data);
  // With the store's limit rules the cart refuses an add past a limit before asking the server.
  const rules = store.data?.cart_limit_rules;
  useEffect(() => {
    if (storeId !== null && rules) cart.knowLimitRules(storeId, rules);
  }, [cart, storeId, rules]);
  // 001 §9: refetch when older than 2 s (the cart's own rule decides).
  useEffect(() => {
    if (refresh) void cart.refresh();
  }, [cart, refresh]);
  const feeLabel = useMemo(() => widget.experiments.variant('fee_label'), [widget]);
  return { widget, cart, model, remote: model.remote, store: store.data ?? null, feeLabel };
}

import { fetchStore } from '../../api/stores';
import { useResource } from '../../app/useResource';
import type { Resource } from '../../app/useResource';
import { useWidget } from '../../app/WidgetContext';
import type { Store } from '../../../shared/types';
import { useRetry } from './useRetry';

/** GET /stores/{id}, cached per widget so the store's pages share one answer; `retry` asks again. */
export function useStore(storeId: number | null): Resource<Store> & { retry: () => void } {
  const { http } = useWidget();
  const { key, retry } = useRetry(storeId === null ? null : `store:${storeId}`);
  return { ...useResource(key, (signal) => fetchStore(http, storeId!, signal)), retry };
}

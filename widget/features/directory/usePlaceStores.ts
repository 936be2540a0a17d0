import { listAllStores } from '../../api/directory';
import type { DirectoryQuery } from '../../api/directory';
import { useResource } from '../../app/useResource';
import type { Resource } from '../../app/useResource';
import { useWidget } from '../../app/WidgetContext';
import type { DispensarySearchRecord } from '../../../shared/types';
import { useRetry } from '../store';

/** Every store of a place (or of everywhere), cached per widget; `retry` asks again after a failure. */
export function usePlaceStores(query: DirectoryQuery | null): Resource<DispensarySearchRecord[]> & { retry: () => void } {
  const { http } = useWidget();
  const { key, retry } = useRetry(query === null ? null : `directory:${JSON.stringify(query)}`);
  return { ...useResource(key, (signal) => listAllStores(http, query!, signal)), retry };
}

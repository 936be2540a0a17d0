import { listAllStores } from '../../api/directory';
import type { DirectoryQuery } from '../../api/directory';
import { useResource, useWidget } from '../../app';
import type { Resource } from '../../app';
import { useRetry } from '../../ui/useRetry';
import type { DispensarySearchRecord } from '../../../shared/types';

/** Every store of a place (or of everywhere), cached per widget; `retry` asks again after a failure. */
export function usePlaceStores(query: DirectoryQuery | null): Resource<DispensarySearchRecord[]> & { retry: () => void } {
  const { http } = useWidget();
  const { key, retry } = useRetry(query === null ? null : `directory:${JSON.stringify(query)}`);
  return { ...useResource(key, (signal) => listAllStores(http, query!, signal)), retry };
}

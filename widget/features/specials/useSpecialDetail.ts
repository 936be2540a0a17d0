import { fetchSpecialDetail, type SpecialDetailPage } from '../../api/specialDetail';
import { useFlag, useResource, useWidget } from '../../app';
import { useRetry } from '../../ui/useRetry';
import { useSignalValue } from '../../state/useSignalValue';
import { hiddenSpecialError, isSpecialShown } from './goldSpecials';

export interface SpecialDetailResource {
  readonly data: SpecialDetailPage | undefined;
  readonly error: Error | null;
  readonly retry: () => void;
}

/**
 * The special page's answer for the shopper's bag, asked again when the bag changes (the qualifying status depends on
 * it). A gold special while gold-bundles is off is answered as not found (goldSpecials.ts).
 */
export function useSpecialDetail(storeId: number, specialId: number): SpecialDetailResource {
  const { http, cart } = useWidget();
  const cartUuid = useSignalValue(cart.uuid);
  const lines = useSignalValue(cart.lines);
  const goldOn = useFlag('gold-bundles');
  const bagKey = lines.map((line) => `${line.productId}:${line.weight}:${line.count}`).join(',');
  const { key, retry } = useRetry(`special:${storeId}:${specialId}:${cartUuid ?? ''}:${bagKey}`);
  const page = useResource(key, (signal) => fetchSpecialDetail(http, storeId, specialId, cartUuid, signal), { keepPrevious: true });
  if (page.data && !isSpecialShown(page.data.special, goldOn)) return { data: undefined, error: hiddenSpecialError(storeId, specialId), retry };
  return { data: page.data, error: page.error, retry };
}

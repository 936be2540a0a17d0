import { listBrandSpecials } from '../api/specials';
import { useResource, useWidget } from '../app';
import type { Resource } from '../app';
import { useSignalValue } from '../state/useSignalValue';
import { brandSpecialSegments, isBrandSpecialVisible } from '../../shared/specials';
import type { BrandSpecial } from '../../shared/types';

/**
 * The brand specials a shopper may see, for a store or a brand. The API already filters by the signed-in
 * user's segments; the widget applies 000 §5 again with the segments it holds, so a cached answer never
 * shows a special to a shopper whose segments changed (log out, another account).
 */
export function useVisibleBrandSpecials(scope: { store_id?: number; brand_id?: number } | null): Resource<BrandSpecial[]> {
  const { http, session, config } = useWidget();
  const segments = useSignalValue(session.segments);
  const key = scope === null ? null : `brand-specials:${scope.store_id ?? ''}:${scope.brand_id ?? ''}`;
  const resource = useResource(key, (signal) => listBrandSpecials(http, { ...scope, app_mode: config.mode }, signal));
  return { ...resource, data: resource.data?.filter((special) => isBrandSpecialVisible(brandSpecialSegments(special), segments)) };
}
